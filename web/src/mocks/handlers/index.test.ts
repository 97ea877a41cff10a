// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handlers } from './index';

const ORIGINS = ['http://localhost', 'http://localhost:5173', 'https://portal.makueni.example'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The registered path of the first handler that answers, as msw picks it. */
async function firstMatch(method: string, url: string): Promise<string | undefined> {
  for (const handler of handlers) {
    if (await handler.test({ request: new Request(url, { method }) }))
      return String(handler.info.path);
  }
  return undefined;
}

async function matching(method: string, url: string): Promise<number> {
  const results = await Promise.all(
    handlers.map((handler) => handler.test({ request: new Request(url, { method }) })),
  );
  return results.filter(Boolean).length;
}

describe('the mock handlers', () => {
  it.each([
    '/api/v1/meta',
    '/api/v1/projects',
    '/api/v1/projects?subCounty=Kibwezi%20West&page=2',
    '/api/v1/projects/summary',
    '/api/v1/projects/export.csv',
    '/api/v1/projects/42',
    '/api/v1/users/list',
    '/api/v1/users/268',
    '/api/v1/email/mails',
    '/api/v1/apps/todo',
    '/api/v1/',
    '/api/v1',
  ])('never match the real API: %s', async (path) => {
    for (const origin of ORIGINS) {
      for (const method of METHODS) {
        expect(await matching(method, `${origin}${path}`), `${method} ${origin}${path}`).toBe(0);
      }
    }
  });

  it.each([
    ['GET', '/api/search/bookmarks/data'],
    ['POST', '/api/update/bookmarks'],
    ['GET', '/api/main-search/data'],
    ['GET', '/api/datalist/initial-data'],
    ['GET', '/api/datalist/data?page=1&perPage=4'],
    ['POST', '/api/datalist/update-data'],
    ['POST', '/api/datalist/add-data'],
    ['POST', '/api/datalist/delete-data'],
    ['POST', '/api/datalist/delete-selected'],
    ['GET', '/api/aggrid/data'],
    ['GET', '/api/autocomplete/data'],
    ['POST', '/api/authenticate/login/user'],
    ['POST', '/api/authenticate/register/user'],
    ['POST', '/api/authenticate/refresh-token'],
    ['GET', '/api/email/mails?filter=inbox'],
    ['POST', '/api/email/set-starred'],
    ['POST', '/api/email/move-mails'],
    ['POST', '/api/email/mark-unread'],
    ['POST', '/api/email/set-labels'],
    ['GET', '/api/app/chat/chats'],
    ['GET', '/api/app/chat/chat-contacts'],
    ['POST', '/api/app/chat/send-message'],
    ['POST', '/api/apps/chat/mark-all-seen/'],
    ['POST', '/api/apps/chat/set-pinned/'],
    ['GET', '/api/apps/todo?filter=all'],
    ['POST', '/api/apps/todo/new-task'],
    ['POST', '/api/app/todo/trash-todo'],
    ['GET', '/api/apps/calendar/events'],
    ['GET', '/api/users/list'],
  ])('answer every sample-app call: %s %s', async (method, path) => {
    const url = `http://localhost${path}`;
    const expected = path.split('?')[0]?.replace(/\/$/, '');
    expect(await firstMatch(method, url)).toBe(`*${expected}`);
    expect(await firstMatch(method, url.replace(/\/(\?|$)/, '$1'))).toBe(`*${expected}`);
  });

  it('answer nothing else under /api', async () => {
    for (const [method, path] of [
      ['GET', '/api/unknown'],
      ['GET', '/api/datalist'],
      ['POST', '/api/search/bookmarks/data'],
      ['GET', '/api/update/bookmarks'],
      ['DELETE', '/api/users/268'],
      ['GET', '/api/docs'],
    ] as const) {
      expect(await matching(method, `http://localhost${path}`), `${method} ${path}`).toBe(0);
    }
  });
});
