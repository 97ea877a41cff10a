/**
 * Runs every benchmark, each as its own process that can also run alone:
 *   web:  web/bundle.ts (first-paint JS/CSS) and web/lighthouse.ts, against one production server
 *   api:  api/run.ts (API load tests), when it exists
 *
 *   npm run bench                       everything
 *   npm run bench -- --only web         one group (web, api) or one step (bundle, lighthouse)
 *   npm run bench -- --strict           fail when a budget is missed
 *   npm run bench -- --runs 1           fewer Lighthouse runs (default 3)
 *   npm run bench -- --api-args="--count 2000"   options for the API benchmark
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { table } from './web/lib/format.ts';
import { BENCH_ROOT } from './web/lib/paths.ts';
import { prepareDist, type Dist } from './web/lib/dist.ts';
import { run } from './web/lib/process.ts';
import { startServer, type RunningServer } from './web/lib/server.ts';

const STEPS = ['bundle', 'lighthouse', 'api'] as const;
type Step = (typeof STEPS)[number];
const GROUPS: Record<string, Step[]> = { web: ['bundle', 'lighthouse'], api: ['api'] };

/** The API benchmark's entry, whichever of these names it has. */
const API_ENTRIES = ['api/run.ts', 'api/index.ts', 'api/main.ts'];

interface Outcome {
  step: string;
  code: number | null;
  seconds: number;
  note: string;
}

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], BENCH_ROOT, env);

async function timed(step: string, fn: () => Promise<number | null>, note = ''): Promise<Outcome> {
  console.log(`\n=== ${step} ===`);
  const started = Date.now();
  let code: number | null;
  try {
    code = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 2;
  }
  return { step, code, seconds: (Date.now() - started) / 1000, note };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      strict: { type: 'boolean', default: false },
      runs: { type: 'string' },
      'max-load': { type: 'string' },
      'max-wait': { type: 'string' },
      boost: { type: 'boolean', default: false },
      'api-args': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: tsx run-all.ts [--only web|api|bundle|lighthouse[,...]] [--strict] [--no-build]\n' +
        '                      [--runs N] [--max-load N --max-wait S] [--boost]   (Lighthouse options, see web/lighthouse.ts)\n' +
        '                      [--api-args="..."]   (passed to the API benchmark, e.g. --api-args="--count 2000")',
    );
    return 0;
  }
  const wanted = new Set<Step>();
  for (const name of (values.only ?? 'web,api').split(',').map((s) => s.trim())) {
    const steps = GROUPS[name] ?? (STEPS.includes(name as Step) ? [name as Step] : undefined);
    if (!steps)
      throw new Error(`--only: unknown step "${name}" (use web, api, bundle or lighthouse)`);
    steps.forEach((s) => wanted.add(s));
  }
  const strict = values.strict ? ['--strict'] : [];
  const outcomes: Outcome[] = [];

  if (wanted.has('bundle') || wanted.has('lighthouse')) {
    // Build once into a private folder (web/dist is shared with other work and may be rebuilt at
    // any moment), then serve that build from one production server for both web steps.
    let dist: Dist | undefined;
    const built = await timed('build web', async () => {
      dist = await prepareDist({ build: !values['no-build'] });
      return 0;
    });
    outcomes.push({
      ...built,
      note: dist ? (dist.built ? 'private temporary build' : dist.dir) : 'failed',
    });
    let server: RunningServer | undefined;
    if (dist) {
      const build = dist;
      const started = await timed('start server', async () => {
        server = await startServer({ dist: build.dir });
        if (values.boost)
          console.log(`boost server's session: ${server.boost() ? 'yes' : 'not possible here'}`);
        return 0;
      });
      outcomes.push({ ...started, note: server ? `${server.kind} ${server.baseUrl}` : 'failed' });
    }
    try {
      const common =
        server && dist
          ? ['--no-build', '--dist', dist.dir, '--base-url', server.baseUrl]
          : undefined;
      const env = { ...process.env, BENCH_SERVER_KIND: server?.kind };
      if (wanted.has('bundle')) {
        outcomes.push(
          common
            ? await timed('web bundle', () => tsx('web/bundle.ts', [...common, ...strict], env))
            : { step: 'web bundle', code: null, seconds: 0, note: 'skipped: no build or server' },
        );
      }
      if (wanted.has('lighthouse')) {
        const options = (['runs', 'max-load', 'max-wait'] as const).flatMap((k) =>
          values[k] ? [`--${k}`, values[k]] : [],
        );
        if (values.boost) options.push('--boost');
        outcomes.push(
          common
            ? await timed('web lighthouse', () =>
                tsx('web/lighthouse.ts', [...common, ...options, ...strict], env),
              )
            : {
                step: 'web lighthouse',
                code: null,
                seconds: 0,
                note: 'skipped: no build or server',
              },
        );
      }
    } finally {
      await server?.stop();
      await dist?.dispose();
    }
  }

  if (wanted.has('api')) {
    const entry = API_ENTRIES.find((e) => existsSync(path.join(BENCH_ROOT, e)));
    outcomes.push(
      entry
        ? await timed(
            'api',
            () =>
              tsx(entry, [...(values['api-args']?.split(/\s+/).filter(Boolean) ?? []), ...strict]),
            entry,
          )
        : {
            step: 'api',
            code: null,
            seconds: 0,
            note: `skipped: none of ${API_ENTRIES.join(', ')} exists yet`,
          },
    );
  }

  console.log('\n=== summary ===\n');
  console.log(
    table(
      ['Step', 'Result', 'Time', 'Note'],
      outcomes.map((o) => [
        o.step,
        o.code === null ? 'skipped' : o.code === 0 ? 'ok' : `exit ${o.code}`,
        `${o.seconds.toFixed(0)} s`,
        o.note,
      ]),
    ),
  );
  const server = outcomes.find((o) => o.step === 'start server');
  if (server && !server.note.startsWith('production')) {
    console.log(
      '\nNote: the web figures did not come from the production server (server/src/main.ts).',
    );
  }
  return outcomes.some((o) => o.code !== null && o.code !== 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
