// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userResponseSchema, usersListResponseSchema } from '@app/common/apps/users';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

async function list(query = '') {
  const response = await getJson(`/api/users/list${query}`);
  expect(response.status).toBe(200);
  return usersListResponseSchema.parse(await response.json());
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/users/list', () => {
  it('answers every user without parameters', async () => {
    const { users, total } = await list();
    expect(total).toBe(50);
    expect(users.map((user) => user.id)).toEqual(Array.from({ length: 50 }, (_, i) => 268 + i));
  });

  it('filters by role, status and q', async () => {
    const admins = await list('?role=admin');
    expect(admins.total).toBe(db.users.filter((user) => user.role === 'admin').length);
    expect(admins.users.every((user) => user.role === 'admin')).toBe(true);
    const blocked = await list('?status=blocked&role=user');
    expect(blocked.users.every((user) => user.status === 'blocked' && user.role === 'user')).toBe(
      true,
    );
    const target = db.users[10];
    const found = await list(`?q=${encodeURIComponent(target?.name.toUpperCase() ?? '')}`);
    expect(found.users.map((user) => user.id)).toContain(target?.id);
  });

  it('pages with page and perPage; total counts all matches', async () => {
    const page = await list('?page=2&perPage=20');
    expect(page.total).toBe(50);
    expect(page.users.map((user) => user.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 288 + i),
    );
    expect((await list('?page=3&perPage=20')).users).toHaveLength(10);
    expect((await list('?page=1')).users).toHaveLength(10);
  });

  it.each(['?role=editor', '?status=gone', '?page=0', '?perPage=x'])(
    'refuses %s with 400',
    async (query) => {
      const response = await getJson(`/api/users/list${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/^Invalid query: (role|status|page|perPage): /);
    },
  );
});

describe('GET /api/users/:id', () => {
  it('answers { user } with the limited admin', async () => {
    const response = await getJson('/api/users/268');
    expect(response.status).toBe(200);
    const { user } = userResponseSchema.parse(await response.json());
    expect(user.role).toBe('admin');
    expect(user.permissions.users).toEqual({
      read: true,
      write: false,
      create: false,
      delete: false,
    });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const unknown = await getJson('/api/users/999');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Unknown user: 999');
    const bad = await getJson('/api/users/abc');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/^Invalid user id: id: /);
  });
});

describe('POST /api/users/update', () => {
  it('changes the given fields and answers the user', async () => {
    const target = db.users[0];
    if (!target) throw new Error('no users');
    const response = await postJson('/api/users/update', {
      id: target.id,
      changes: { name: 'Mwikali Nzioka', website: 'https://mwikali.example' },
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { name: string; email: string } };
    expect(user.name).toBe('Mwikali Nzioka');
    expect(user.email).toBe(target.email);
    expect(db.users[0]?.name).toBe('Mwikali Nzioka');
  });

  it('refuses a username another user has (409) and a bad email or website (400), changing nothing', async () => {
    const [a, b] = db.users;
    if (!a || !b) throw new Error('no users');
    const before = structuredClone(db.users);
    const taken = await postJson('/api/users/update', {
      id: a.id,
      changes: { username: b.username.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toContain('username');
    for (const changes of [{ email: 'not-an-email' }, { website: 'ftp://x' }, { name: ' ' }]) {
      const bad = await postJson('/api/users/update', { id: a.id, changes });
      expect(bad.status, JSON.stringify(changes)).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toContain(Object.keys(changes)[0]);
    }
    expect(db.users).toEqual(before);
  });
});
