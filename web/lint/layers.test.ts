// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module of the lint config, without type declarations
import { layerZones } from '../../eslint-layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints a fixture's text as if it were the file at `as` (a path inside the repository). */
async function lintAs(fixture: string, as: string): Promise<string[]> {
  const code = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, as) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const restricted = (messages: string[]) =>
  messages.filter((m) => m.startsWith('import-x/no-restricted-paths'));

describe('layer rules of the web app', () => {
  it('report a feature importing another feature', async () => {
    const messages = await lintAs(
      'feature-imports-feature.ts',
      'web/src/features/analytics/lint-fixture.ts',
    );
    expect(restricted(messages)).toHaveLength(1);
    expect(messages[0]).toMatch(/A feature imports no other feature/);
  });

  it('report a catalogue page importing a feature', async () => {
    const messages = await lintAs(
      'catalogue-imports-feature.ts',
      'web/src/catalogue/misc/lint-fixture.ts',
    );
    expect(restricted(messages)).toHaveLength(1);
    expect(messages[0]).toMatch(/catalogue section imports only/);
  });

  it('report a low layer importing a feature', async () => {
    const messages = await lintAs('low-layer-imports-feature.ts', 'web/src/lib/lint-fixture.ts');
    expect(restricted(messages)).toHaveLength(1);
    expect(messages[0]).toMatch(/lib\/ is a low layer/);
  });

  it.each([
    'web/src/features/analytics/lint-fixture.ts',
    'web/src/catalogue/misc/lint-fixture.ts',
    'web/src/components/lint-fixture.ts',
  ])('let %s import the low layers', async (as) => {
    expect(await lintAs('clean.ts', as)).toEqual([]);
  });
});

describe('the zones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('come from the folder listing: a new feature or section is covered at once', () => {
    for (const folder of [
      'features/alpha',
      'features/beta',
      'catalogue/common',
      'catalogue/gamma',
      'widgets',
      'app',
    ]) {
      mkdirSync(join(dir, 'web/src', folder), { recursive: true });
    }
    const zones = layerZones(dir) as { target: string | string[]; from: string[] }[];
    const zone = (target: string) => zones.find((z) => z.target === target);
    expect(zone('web/src/features/alpha')?.from).toEqual(['web/src/features/beta']);
    expect(zone('web/src/catalogue/gamma')?.from).toContain('web/src/features');
    expect(zone('web/src/catalogue/common')?.from).toContain('web/src/catalogue/gamma');
    expect(zone('web/src/widgets')?.from).toEqual([
      'web/src/features',
      'web/src/catalogue',
      'web/src/app',
    ]);
    const app = zones.find((z) => z.from.includes('web/src/app') && Array.isArray(z.target));
    expect(app?.target).toEqual(['web/src/catalogue', 'web/src/features', 'web/src/widgets']);
  });
});
