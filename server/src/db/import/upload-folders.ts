import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Uploads wait in a folder of their own under the system's temporary folder, named after the
 * server's pid, and are removed when the import ends. A server killed mid-import (or out of
 * memory) leaves its folder behind; the next start removes the folders of processes that are
 * gone, so crashes do not pile files up (seven folders, 90 MB were found after a few).
 */
const PREFIX = 'makueni-import-';
/** Folders named before the pid was part of the name: removed once this old. */
const UNNAMED_AGE_MS = 60 * 60 * 1000;

/** A new folder for one upload. */
export function makeUploadFolder(tmp = os.tmpdir()): Promise<string> {
  return fs.mkdtemp(path.join(tmp, `${PREFIX}${process.pid}-`));
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the upload folders no running process owns; what was removed. */
export async function sweepUploadFolders(
  tmp = os.tmpdir(),
): Promise<{ folders: number; bytes: number }> {
  let folders = 0;
  let bytes = 0;
  let names: string[];
  try {
    names = await fs.readdir(tmp);
  } catch {
    return { folders, bytes };
  }
  for (const name of names) {
    const match = /^makueni-import-(?:(\d+)-)?[A-Za-z0-9]{6}$/.exec(name);
    if (!match) continue;
    const dir = path.join(tmp, name);
    try {
      const stat = await fs.stat(dir);
      if (!stat.isDirectory()) continue;
      const pid = match[1] === undefined ? undefined : Number(match[1]);
      if (pid === undefined ? Date.now() - stat.mtimeMs < UNNAMED_AGE_MS : isAlive(pid)) continue;
      for (const file of await fs.readdir(dir)) {
        bytes += (await fs.stat(path.join(dir, file)).catch(() => ({ size: 0 }))).size;
      }
      await fs.rm(dir, { recursive: true, force: true });
      folders += 1;
    } catch {
      // Gone already, or not ours to remove: left as it is.
    }
  }
  return { folders, bytes };
}
