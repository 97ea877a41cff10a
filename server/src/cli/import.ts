import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { importFile } from '../db/import/import-file.ts';
import { importTarget } from '../db/import/import-target.ts';
import { formatIssues } from '../db/import/validate-rows.ts';
import { prepareDatabase } from '../db/setup.ts';

/**
 * npm run import -- FILE.csv|FILE.xlsx [--drop-sample] [--dry-run]
 * Exit code 0 when imported, 1 when the file is rejected (nothing is written), 2 on usage errors,
 * 3 when the embedded database is held by another process: nothing is written. When that process
 * is a running server the message says where to upload the file instead (the portal's import page,
 * or POST /api/v1/projects/import with a staff token): the server is the folder's only writer.
 */

/** What to do when the server owns the embedded database: upload the file through it. */
function runningServerMessage(
  dataDir: string,
  url: string,
  pid: number,
  file: string,
  flags: { dropSample: boolean; dryRun: boolean },
): string {
  const base = url.replace(/\/$/, '');
  const params = [
    ...(flags.dropSample ? ['dropSample=true'] : []),
    ...(flags.dryRun ? ['dryRun=true'] : []),
  ];
  const query = params.length > 0 ? `?${params.join('&')}` : '';
  return [
    `Not imported: the embedded database in ${dataDir} is held by the server running as pid ${pid} on ${url}, and only that server may write it.`,
    'Import the file through the server instead, signed in as an editor or admin:',
    `  - in the portal: ${base}/staff/import`,
    `  - or with a staff access token: curl -H "Authorization: Bearer $TOKEN" -F "file=@${file}" "${base}/api/v1/projects/import${query}"`,
    'Or stop the server, run this import again, then start the server.',
  ].join('\n');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'drop-sample': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.error('usage: npm run import -- FILE.csv|FILE.xlsx [--drop-sample] [--dry-run]');
    return 2;
  }
  const env = loadEnv();
  // npm runs workspace scripts in server/; INIT_CWD is where the command was typed.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const target = importTarget(env);
  if (target.kind === 'refused') {
    console.error(target.message);
    return 3;
  }
  if (target.kind === 'running-server') {
    console.error(
      runningServerMessage(env.DATA_DIR, target.url, target.owner.pid, resolved, {
        dropSample: values['drop-sample'],
        dryRun: values['dry-run'],
      }),
    );
    return 3;
  }
  let database;
  try {
    database = await prepareDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
      role: 'import',
      seedIfEmpty: false,
    });
  } catch (error) {
    // Taken between the check above and the open.
    if (error instanceof DataDirLockedError) {
      console.error(`Not imported: ${error.message}`);
      return 3;
    }
    throw error;
  }
  try {
    const outcome = await importFile(database.db, resolved, {
      dropSample: values['drop-sample'],
      dryRun: values['dry-run'],
    });
    if (outcome.notice) console.warn(outcome.notice);
    if (outcome.ignoredColumns.length > 0) {
      console.warn(`columns read past: ${outcome.ignoredColumns.join(', ')}`);
    }
    if (!outcome.ok) {
      console.error(
        `${resolved}: rejected, nothing was written (${outcome.issueCount} problem${outcome.issueCount === 1 ? '' : 's'} in ${outcome.rows} rows):`,
      );
      console.error(formatIssues(outcome.issues));
      if (outcome.issueCount > outcome.issues.length) {
        console.error(`  ... ${outcome.issueCount - outcome.issues.length} more not listed`);
      }
      return 1;
    }
    if (values['dry-run']) {
      console.log(`${resolved}: ${outcome.rows} rows are valid (dry run, nothing written)`);
      return 0;
    }
    const r = outcome.result;
    console.log(
      `${resolved}: imported ${outcome.rows} rows (${r.inserted} new, ${r.updated} updated); ` +
        `${r.total} projects in ${database.kind} (${database.location}); data version ${r.dataVersion}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
