import { Suspense, type ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { i18next, i18nReady } from '@/i18n';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { makeStore, type AppStore } from '@/lib/store/store';
// Tests of the account pages run against the same handlers as the browser's mock service.
// eslint-disable-next-line no-restricted-imports
import { resetDb } from '@/mocks/db';
// eslint-disable-next-line no-restricted-imports
import { server } from '@/mocks/node';
import '../auth-slice';

/**
 * jsdom has no fetch of its own, and Node's refuses relative addresses such as `/api/...`:
 * resolve them against the page's address, as a browser does.
 */
function resolveRelativeRequests(): void {
  const NativeRequest = globalThis.Request;
  if ((NativeRequest as { relativeAware?: boolean }).relativeAware) return;
  class PageRequest extends NativeRequest {
    static relativeAware = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init);
    }
  }
  globalThis.Request = PageRequest;
}

/** Starts the mock service's handlers for this test file (unhandled requests fail the test). */
export function setUpMockServer(): void {
  // Page tests render whole pages in jsdom; give them room on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    resolveRelativeRequests();
    server.listen({ onUnhandledRequest: 'error' });
    registerMockService(() => Promise.resolve());
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('auth');
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    resetDb();
    localStorage.clear();
  });
  afterAll(() => {
    server.close();
    resetMockService();
  });
}

export { server };

function Where() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders `page` at `path` with the store, router and i18n of the app. */
export function renderPage(
  page: ReactElement,
  { path, url = path, store = makeStore() }: { path: string; url?: string; store?: AppStore },
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>,
  );
  return { ...view, store, router };
}

/** Types `text` into `field` in one go (a paste), replacing what it held. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
