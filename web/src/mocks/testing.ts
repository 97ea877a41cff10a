import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from './db';
import { FIXTURE_PAGES } from './fixture-pages';
import { loadPageCatalogue } from './handlers/search';
import { server } from './node';

/**
 * Registers the hooks a test file needs: the mock server listens (unhandled requests are
 * errors) with the fixture pages as the app's pages, handlers and the database are reset after each test, and it closes at the end.
 */
export function setupMockServer(): void {
  beforeAll(() => {
    loadPageCatalogue(FIXTURE_PAGES);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
}

/**
 * Base address for `fetch` in tests: the page origin under jsdom (handlers answer the page's
 * own origin there), `http://localhost` under the node environment (any origin answers).
 */
export const API = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** POSTs `body` as JSON (a string body is sent as it is). */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function getJson(path: string): Promise<Response> {
  return fetch(`${API}${path}`);
}
