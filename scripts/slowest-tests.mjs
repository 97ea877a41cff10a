#!/usr/bin/env node
/**
 * Prints the slowest browser tests of the last run, from Playwright's JSON report
 * (e2e/test-results/report.json, written by the json reporter of e2e/playwright.config.ts),
 * and how the run's time splits: the wall time, the tests' summed time, and any retried or
 * timed-out test (each one waits out its whole timeout).
 *
 *   node scripts/slowest-tests.mjs [report.json] [count]     defaults: the e2e report, 10
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every test of a Playwright JSON report: its title path, file, time of all tries, status. */
export function testsOf(report) {
  const found = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        found.push({
          title: [...path, spec.title].join(' › '),
          file: `${spec.file}:${spec.line}`,
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          tries: results.length,
          status: test.status,
          timedOut: results.some((r) => r.status === 'timedOut'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The summary's lines: the `count` slowest tests, then retries and timeouts if any. */
export function summary(report, count = 10) {
  const tests = testsOf(report);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [];
  const wall = report.stats?.duration;
  const total = tests.reduce((sum, t) => sum + t.ms, 0);
  lines.push(
    `e2e: ${tests.length} tests, ${wall === undefined ? '?' : seconds(wall)} wall, ${seconds(total)} summed over the workers`,
  );
  lines.push(`e2e: the ${Math.min(count, tests.length)} slowest:`);
  for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    const note = t.tries > 1 ? ` (${t.tries} tries)` : '';
    lines.push(`  ${seconds(t.ms).padStart(8)}  ${t.title}  [${t.file}]${note}`);
  }
  const retried = tests.filter((t) => t.tries > 1);
  const timedOut = tests.filter((t) => t.timedOut);
  if (retried.length > 0) lines.push(`e2e: ${retried.length} retried (each try runs in full)`);
  if (timedOut.length > 0) {
    lines.push(`e2e: ${timedOut.length} timed out, each waiting its whole timeout:`);
    for (const t of timedOut) lines.push(`  ${t.title}  [${t.file}]`);
  }
  return lines;
}

function main() {
  const file =
    process.argv[2] ?? fileURLToPath(new URL('../e2e/test-results/report.json', import.meta.url));
  if (!existsSync(file)) {
    console.log(`e2e: no report at ${file}`);
    return;
  }
  const count = Number(process.argv[3] ?? 10);
  for (const line of summary(JSON.parse(readFileSync(file, 'utf8')), count)) console.log(line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
