/**
 * The server's data layer, as lint rules. Statements live in server/src/repositories (and the
 * database layer, server/src/db), reached through `app.services` (server/README.md):
 *
 * - no file of server/src outside those two folders uses the ORM (drizzle-orm) or imports the
 *   database schema (server/src/db/schema);
 * - a route (server/src/routes/**) is a schema plus calls to the app's services, so it does not
 *   import the writer (server/src/db/writer) or the database handle's query helpers
 *   (server/src/db/client.ts) either.
 *
 * The files are read from the folder listing of server/src, so a new folder is covered the day
 * it appears.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of server/src that hold SQL: the repositories and the database layer. */
export const DATA_LAYER = ['server/src/repositories', 'server/src/db'];

/** Folders of server/src outside the data layer (paths relative to the repository root). */
export function serverCodeFolders(root = import.meta.dirname) {
  return readdirSync(join(root, 'server/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `server/src/${entry.name}`)
    .filter((folder) => !DATA_LAYER.includes(folder))
    .sort();
}

const OUTSIDE = serverCodeFolders();

/**
 * The files these rules apply to: the routes and every other file of server/src outside the data
 * layer (the zones below say which rule holds where).
 */
export const SERVER_CODE_FILES = [
  'server/src/*.ts',
  ...OUTSIDE.map((folder) => `${folder}/**/*.ts`),
];

const REPOSITORIES =
  'put the statement in a repository (server/src/repositories) and call it through app.services';

const NO_ORM = `A route does not use the ORM, nor does any file outside the data layer (server/src/repositories, server/src/db): ${REPOSITORIES}.`;

/** `no-restricted-imports` options: the ORM is a package, matched by its name. */
export const ROUTE_RESTRICTED_IMPORTS = {
  paths: [{ name: 'drizzle-orm', message: NO_ORM }],
  patterns: [{ group: ['drizzle-orm/*'], message: NO_ORM }],
};

/** `import-x/no-restricted-paths` zones (paths relative to the repository root). */
export const ROUTE_ZONES = [
  {
    target: 'server/src/routes',
    from: ['server/src/db/schema'],
    message: `A route does not import the database schema: ${REPOSITORIES}.`,
  },
  {
    target: ['server/src/*.ts', ...OUTSIDE.filter((folder) => folder !== 'server/src/routes')],
    from: ['server/src/db/schema'],
    message: `Only the data layer (server/src/repositories, server/src/db) imports the database schema: ${REPOSITORIES}.`,
  },
  {
    target: 'server/src/routes',
    from: ['server/src/db/writer'],
    message: `A route does not import the writer: ${REPOSITORIES}.`,
  },
  {
    target: 'server/src/routes',
    from: ['server/src/db/client.ts'],
    message: `A route does not run queries on the database handle: ${REPOSITORIES}.`,
  },
];
