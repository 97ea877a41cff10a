import { readDataDirOwner, type LockOwner } from '../data-dir-lock.ts';

/**
 * Where an import from the command line goes.
 * - PostgreSQL: straight into the database (servers see the new data version on their next read).
 * - The embedded database with no live owner: opened by the import itself (the folder is locked
 *   for the time of the import).
 * - The embedded database held by a running server: the file has to go through that server,
 *   the folder's only writer, by its staff import route (POST /api/v1/projects/import with an
 *   editor's or admin's token, or the portal's import page). The command does not sign in, so it
 *   refuses and says where to upload the file (running-server when the server's address is
 *   known, refused otherwise).
 */
export type ImportTarget =
  | { kind: 'database' }
  | { kind: 'running-server'; owner: LockOwner; url: string }
  | { kind: 'refused'; owner: LockOwner; message: string };

export function importTarget(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): ImportTarget {
  if (env.DATABASE_URL) return { kind: 'database' };
  const owner = readDataDirOwner(env.DATA_DIR);
  if (!owner) return { kind: 'database' };
  if (owner.role === 'server' && owner.url)
    return { kind: 'running-server', owner, url: owner.url };
  const who =
    owner.role === 'server'
      ? `the server running as pid ${owner.pid}${owner.url ? ` on ${owner.url}` : ''}`
      : `a ${owner.role} command running as pid ${owner.pid}`;
  const message =
    `Not imported: the embedded database in ${env.DATA_DIR} is held by ${who}, and only one ` +
    `process may write it (two would overwrite each other's rows). ` +
    (owner.role === 'server'
      ? 'Stop the server, run the import, then start the server again; or run the servers on ' +
        'PostgreSQL (DATABASE_URL), where imports run while they serve.'
      : 'Wait for it to finish, then run the import again.');
  return { kind: 'refused', owner, message };
}
