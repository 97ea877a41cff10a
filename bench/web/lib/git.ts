import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** The checked-out commit (with "+dirty" when the work tree has changes), or undefined outside git. */
export function currentCommit(): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'web', 'common'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return undefined;
  }
}
