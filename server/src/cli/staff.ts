import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@app/common';
import { AccountError, createAccount, setDisabled } from '../auth/accounts.ts';
import { listAccounts } from '../repositories/staff-accounts-repository.ts';
import { loadEnv } from '../config/env.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { prepareDatabase } from '../db/setup.ts';

/**
 * Staff accounts of the built-in sign-in:
 *   npm run staff -- add --email E --name N --role admin|editor [--password-stdin]
 *   npm run staff -- list
 *   npm run staff -- disable --email E      (enable --email E undoes it)
 * The password comes from standard input with --password-stdin, else from a prompt that does not
 * echo. Exit code 0 when done, 1 when refused (weak password, address taken, no such account),
 * 2 on usage errors, 3 when the embedded database is held by another process (a running server
 * is its only writer: create accounts there, as an admin, or stop it first).
 */

const USAGE = `usage: npm run staff -- add --email E --name N --role admin|editor [--password-stdin]
       npm run staff -- list
       npm run staff -- disable --email E
       npm run staff -- enable --email E`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // The first line: `echo "$PASSWORD" | npm run staff -- add ...` adds a newline.
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, resolve);
      muted = true;
    });
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

async function passwordFrom(fromStdin: boolean): Promise<string | undefined> {
  if (fromStdin || !process.stdin.isTTY) return readStdin();
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) {
    console.error('The two passwords differ: nothing was changed.');
    return undefined;
  }
  return first;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const valid =
    rest.length === 0 &&
    ((command === 'list' && !values.email) ||
      ((command === 'disable' || command === 'enable') && values.email) ||
      (command === 'add' &&
        values.email &&
        values.name &&
        STAFF_ROLES.includes(values.role as StaffRole)));
  if (values.help || !valid) {
    console.error(USAGE);
    return 2;
  }

  // The password is read before the database opens: a prompt does not hold the folder.
  let password: string | undefined;
  if (command === 'add') {
    password = await passwordFrom(values['password-stdin']);
    if (password === undefined) return 1;
  }

  const env = loadEnv();
  let database;
  try {
    database = await prepareDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
      role: 'process',
      seedIfEmpty: false,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Nothing changed: ${error.message}\nCreate staff accounts in the running portal as an admin (POST /api/v1/staff), or stop the server and run this again.`,
      );
      return 3;
    }
    throw error;
  }
  try {
    const db = database.db;
    if (command === 'list') {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) console.log('no staff accounts');
      for (const a of accounts) {
        const state = a.disabled ? 'disabled' : 'active';
        const last = a.lastSignInAt ? a.lastSignInAt.toISOString() : 'never';
        console.log(`${a.email}\t${a.name}\t${a.role}\t${state}\tlast sign-in ${last}`);
      }
      return 0;
    }
    if (command === 'disable' || command === 'enable') {
      const email = values.email ?? '';
      if (!(await setDisabled(db, email, command === 'disable'))) {
        console.error(`No account for ${email}.`);
        return 1;
      }
      console.log(`${email} ${command}d`);
      return 0;
    }
    const created = await createAccount(db, {
      email: values.email ?? '',
      name: values.name ?? '',
      role: values.role as StaffRole,
      password: password ?? '',
    });
    console.log(`${created.email} added as ${created.role}`);
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(`Nothing changed: ${error.field}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
