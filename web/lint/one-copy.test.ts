// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import restrictions a fixture's text meets as the file at `as`. */
async function restrictedAs(fixture: string, as: string): Promise<string[]> {
  const code = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, as) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('code two places need is written once', () => {
  it('a feature uses the shared sidebar and side panel, not a drawer of its own', async () => {
    const messages = await restrictedAs(
      'feature-imports-offcanvas.ts',
      'web/src/features/todo/lint-fixture.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/AppSidebar/);
  });

  it('the catalogue may still show the drawer itself', async () => {
    expect(
      await restrictedAs('feature-imports-offcanvas.ts', 'web/src/catalogue/misc/lint-fixture.ts'),
    ).toEqual([]);
  });

  it('a browser spec runs axe through e2e/axe.ts', async () => {
    const messages = await restrictedAs(
      'spec-imports-axe-builder.ts',
      'e2e/specs/shell/lint-fixture.spec.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/e2e\/axe\.ts/);
  });

  it('e2e/axe.ts itself builds the run', async () => {
    expect(await restrictedAs('spec-imports-axe-builder.ts', 'e2e/axe.ts')).toEqual([]);
  });
});
