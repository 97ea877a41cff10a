import { DEMO_ACCOUNTS, type AuthRole } from '@app/common/apps/auth';
import { initialsAvatar } from '../utils';

/** A login record as the mock keeps it (with its password, never sent back). */
export interface LoginRecord {
  id: number;
  email: string;
  password: string;
  name: string;
  username: string;
  role: AuthRole;
  avatar: string;
}

/** The demo accounts of `DEMO_ACCOUNTS`, ids 1 to 3. */
export function buildLoginRecords(): LoginRecord[] {
  return DEMO_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    email: account.email,
    password: account.password,
    name: account.name,
    username: account.email.split('@')[0] ?? account.email,
    role: account.role,
    avatar: initialsAvatar(account.name),
  }));
}
