import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** A file of the routes folder the fixtures are linted as (imports resolve from there). */
const ROUTE = 'server/src/routes/api/v1/lint-fixture.ts';

/** Lints a fixture's text as if it were the file at `as` (a path inside the repository). */
async function lintAs(fixture: string, as: string): Promise<string[]> {
  const code = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, as) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('data-layer rules of the server', () => {
  it('report a route importing the ORM', async () => {
    const messages = await lintAs('route-imports-orm.ts', ROUTE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^no-restricted-imports: .*A route does not use the ORM/);
  });

  it('report a route importing the database schema', async () => {
    const messages = await lintAs('route-imports-schema.ts', ROUTE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^import-x\/no-restricted-paths: .*A route does not import the database schema/,
    );
  });

  it('report a route importing the writer', async () => {
    const messages = await lintAs('route-imports-writer.ts', ROUTE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^import-x\/no-restricted-paths: .*A route does not import the writer/,
    );
  });

  it('report a route running a query on the database handle', async () => {
    const messages = await lintAs('route-imports-client.ts', ROUTE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^import-x\/no-restricted-paths: .*A route does not run queries on the database handle/,
    );
  });

  it('let a route use repositories and the lib', async () => {
    expect(await lintAs('clean-route.ts', ROUTE)).toEqual([]);
  });

  it('let a repository use the ORM', async () => {
    expect(await lintAs('route-imports-orm.ts', 'server/src/repositories/lint-fixture.ts')).toEqual(
      [],
    );
  });

  it.each(['server/src/auth/lint-fixture.ts', 'server/src/feedback/lint-fixture.ts'])(
    'report the ORM and the schema in %s, outside the data layer',
    async (file) => {
      const messages = await lintAs('outside-imports-orm-and-schema.ts', file);
      expect(messages).toHaveLength(2);
      expect(messages[0]).toMatch(/^no-restricted-imports: .*nor does any file outside the data/);
      expect(messages[1]).toMatch(
        /^import-x\/no-restricted-paths: .*Only the data layer .* imports the database schema/,
      );
    },
  );

  it('report the schema in a file at the top of server/src', async () => {
    const messages = await lintAs('top-imports-schema.ts', 'server/src/lint-fixture.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: .*Only the data layer/);
  });

  it('let the database layer use the ORM and the schema', async () => {
    expect(
      await lintAs('outside-imports-orm-and-schema.ts', 'server/src/db/lint-fixture.ts'),
    ).toEqual([]);
  });

  it('hold the exports route to every rule (its exception is gone)', async () => {
    const messages = await lintAs(
      'exports-imports-orm-and-schema.ts',
      'server/src/routes/api/v1/projects/exports.ts',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^no-restricted-imports: .*A route does not use the ORM/);
    expect(messages[1]).toMatch(
      /^import-x\/no-restricted-paths: .*A route does not import the database schema/,
    );
  });
});
