/**
 * The server's data layer, as lint rules: a route (server/src/routes/**) is a schema plus calls
 * to the app's services, so it imports neither the ORM (drizzle-orm), nor the database schema
 * (server/src/db/schema), nor the writer (server/src/db/writer), nor the database handle's query
 * helpers (server/src/db/client.ts). Statements live in
 * server/src/repositories, reached through `app.services` (server/README.md).
 */

export const ROUTE_FILES = ['server/src/routes/**/*.ts'];

const REPOSITORIES =
  'put the statement in a repository (server/src/repositories) and call it through app.services';

/** `no-restricted-imports` options: the ORM is a package, matched by its name. */
export const ROUTE_RESTRICTED_IMPORTS = {
  paths: [{ name: 'drizzle-orm', message: `A route does not use the ORM: ${REPOSITORIES}.` }],
  patterns: [
    { group: ['drizzle-orm/*'], message: `A route does not use the ORM: ${REPOSITORIES}.` },
  ],
};

/** `import-x/no-restricted-paths` zones (paths relative to the repository root). */
export const ROUTE_ZONES = [
  {
    target: 'server/src/routes',
    from: ['server/src/db/schema'],
    message: `A route does not import the database schema: ${REPOSITORIES}.`,
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

/**
 * Routes that still break a rule, each with the rule it may break and why. A file leaves this
 * list once it keeps the rule, and a new one never joins it: none is left.
 */
export const ROUTE_EXCEPTIONS = [];
