/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { absorptionPercent } from './project-figures.ts';
import { isProjectSort, isProjectState, PROJECT_SORTS } from './project-constants.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Modules the web app may import on its first paint: none of them may reach zod. */
const SCHEMA_FREE = [
  'dates.ts',
  'financial-year.ts',
  'project-constants.ts',
  'project-query.ts',
  'project-figures.ts',
  'project-edit-rules.ts',
  'route-path.ts',
  'page-preloads.ts',
  'export-file-name.ts',
  'apps/auth-constants.ts',
  'apps/bookmark-stars.ts',
  'apps/search-constants.ts',
];

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  const found = source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1] ?? '');
}

/** The modules a file reaches through relative imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of specifiers(file)) {
    if (spec.startsWith('./') || spec.startsWith('../')) {
      const target = join(dirname(file), spec).replace(/\\/g, '/');
      reachable(target.endsWith('.ts') ? target : `${target}.ts`, seen);
    } else seen.add(spec);
  }
  return seen;
}

describe('schema-free modules', () => {
  it.each(SCHEMA_FREE)('%s reaches neither zod nor a schema module', (file) => {
    const graph = [...reachable(file)];
    expect(graph).not.toContain('zod');
    expect(graph).not.toContain('zod.ts');
    expect(graph).not.toContain('projects.ts');
    expect(graph).not.toContain('apps/primitives.ts');
    for (const schemas of ['auth.ts', 'bookmarks.ts', 'search.ts']) {
      expect(graph).not.toContain(`apps/${schemas}`);
    }
  });

  it('sees zod behind the schema modules (the check can fail)', () => {
    expect([...reachable('projects.ts')]).toContain('zod.ts');
    expect([...reachable('apps/bookmarks.ts')]).toContain('zod.ts');
  });

  it('know the states and the sort values', () => {
    expect(isProjectState('stalled')).toBe(true);
    expect(isProjectState('done')).toBe(false);
    for (const sort of PROJECT_SORTS) expect(isProjectSort(sort), sort).toBe(true);
    expect(isProjectSort('-colour')).toBe(false);
    expect(isProjectSort('--budget')).toBe(false);
  });

  it('compute absorption with one decimal, 0 without a budget', () => {
    expect(absorptionPercent(0, 0)).toBe(0);
    expect(absorptionPercent(1, 3)).toBe(33.3);
    expect(absorptionPercent(2_000_000, 5_000_000)).toBe(40);
    expect(absorptionPercent(5, 4)).toBe(125);
  });
});
