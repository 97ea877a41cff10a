import type { UserRecord, UserRole, UserStatus } from '@app/common/apps/users';
import Papa from 'papaparse';

export interface UserFilters {
  q: string;
  role: UserRole | '';
  status: UserStatus | '';
  verified: '' | 'yes' | 'no';
  department: string;
}

export type UserSortKey = 'name' | 'email' | 'role' | 'department' | 'status';
export interface UserSort {
  key: UserSortKey;
  dir: 'asc' | 'desc';
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The users the filters keep: every search word in the name, username or e-mail. */
export function filterUsers(users: readonly UserRecord[], f: UserFilters): UserRecord[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  return users.filter((u) => {
    if (f.role && u.role !== f.role) return false;
    if (f.status && u.status !== f.status) return false;
    if (f.verified && u.is_verified !== (f.verified === 'yes')) return false;
    if (f.department && u.department !== f.department) return false;
    const text = fold(`${u.name} ${u.username} ${u.email}`);
    return words.every((w) => text.includes(w));
  });
}

/** A sorted copy; ties keep the list's order. */
export function sortUsers(users: readonly UserRecord[], sort: UserSort, locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sign = sort.dir === 'asc' ? 1 : -1;
  return users
    .map((user, index) => ({ user, index }))
    .sort(
      (a, b) =>
        sign * collator.compare(String(a.user[sort.key]), String(b.user[sort.key])) ||
        a.index - b.index,
    )
    .map((e) => e.user);
}

/** The rows as CSV, with the columns a spreadsheet user needs, in the order shown. */
export function usersToCsv(users: readonly UserRecord[]): string {
  return Papa.unparse(
    users.map((u) => ({
      id: u.id,
      name: u.name,
      username: u.username,
      email: u.email,
      role: u.role,
      status: u.status,
      verified: u.is_verified ? 'yes' : 'no',
      department: u.department,
      company: u.company,
      mobile: u.mobile,
      country: u.country,
    })),
    { newline: '\r\n' },
  );
}

/** A file name that says what the file holds: the filters in use and the day. */
export function csvFileName(f: UserFilters, day: Date): string {
  const parts = [
    'users',
    f.role,
    f.status,
    f.verified && (f.verified === 'yes' ? 'verified' : 'unverified'),
    f.department && fold(f.department).replace(/[^a-z0-9]+/g, '-'),
    f.q && `matching-${fold(f.q).replace(/[^a-z0-9]+/g, '-')}`,
    day.toISOString().slice(0, 10),
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
