import { usersListResponseSchema, type UserRecord } from '@app/common/apps/users';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupMockServer } from '@/testing/mock-server';
import { changesOf, formOf, validateUser } from './user-form';
import { csvFileName, filterUsers, sortUsers, usersToCsv } from './user-list';

setupMockServer();

// The sample users, as the mock service answers them.
let users: UserRecord[] = [];
beforeAll(async () => {
  const response = await fetch('/api/users/list');
  users = usersListResponseSchema.parse(await response.json()).users;
});
const none = { q: '', role: '', status: '', verified: '', department: '' } as const;

describe('the user list', () => {
  it('filters by role, status, verified and department together', () => {
    const rows = filterUsers(users, { ...none, role: 'staff', status: 'active', verified: 'yes' });
    expect(rows.length).toBeGreaterThan(0);
    for (const u of rows) {
      expect([u.role, u.status, u.is_verified]).toEqual(['staff', 'active', true]);
    }
    expect(rows).toEqual(
      users.filter((u) => u.role === 'staff' && u.status === 'active' && u.is_verified),
    );
  });

  it('searches every word in name, username or e-mail, ignoring case and accents', () => {
    const target = users[5];
    if (!target) throw new Error('no user');
    const rows = filterUsers(users, { ...none, q: target.username.toUpperCase() });
    expect(rows.map((u) => u.id)).toContain(target.id);
    expect(filterUsers(users, { ...none, q: 'zzzz-nobody' })).toEqual([]);
  });

  it('sorts both ways, ties in list order', () => {
    const up = sortUsers(users, { key: 'name', dir: 'asc' }, 'en').map((u) => u.name);
    expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const down = sortUsers(users, { key: 'name', dir: 'desc' }, 'en').map((u) => u.name);
    expect(down[0]).toBe(up[up.length - 1]);
  });

  it('exports exactly the rows given, which parse back', () => {
    const rows = filterUsers(users, { ...none, role: 'admin' });
    const parsed = Papa.parse<Record<string, string>>(usersToCsv(rows), { header: true });
    expect(parsed.data.map((r) => Number(r.id))).toEqual(rows.map((u) => u.id));
    expect(parsed.data[0]?.email).toBe(rows[0]?.email);
  });

  it('names the file after its filters and the day', () => {
    expect(
      csvFileName({ ...none, role: 'admin', verified: 'no' }, new Date('2026-11-24T10:00:00Z')),
    ).toBe('users-admin-unverified-2026-11-24.csv');
  });
});

describe('the user form', () => {
  const pair = () => {
    const [me, other] = users;
    if (!me || !other) throw new Error('no users');
    return { me, other };
  };

  it('accepts the record as it is and sends only what changed', () => {
    const { me } = pair();
    const form = formOf(me);
    expect(validateUser(form, me.id, users)).toEqual({});
    expect(changesOf(me, { ...form, name: ' New Name ' })).toEqual({ name: 'New Name' });
  });

  it('refuses a bad e-mail, a taken username, a bad website and an empty name', () => {
    const { me, other } = pair();
    const errors = validateUser(
      {
        ...formOf(me),
        email: 'someone@',
        username: other.username.toUpperCase(),
        website: 'javascript:alert(1)',
        name: '  ',
      },
      me.id,
      users,
    );
    expect(errors).toEqual({
      email: { key: 'errors.email' },
      username: { key: 'errors.usernameTaken' },
      website: { key: 'errors.website' },
      name: { key: 'errors.required', field: 'fields.name' },
    });
  });
});
