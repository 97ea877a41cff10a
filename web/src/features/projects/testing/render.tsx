/** Renders a projects page with the real store, i18n and a memory router; /api/v1 is a stubbed fetch. */
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { makeStore, type AppStore } from '@/lib/store/store';
import { loadContract } from '../api/parse';

export type ApiHandler = (url: URL) => { status?: number; body: unknown } | undefined;

/** Replaces fetch (and lets Request take paths, as a browser does) with the given answers. */
export function stubApi(handler: ApiHandler) {
  const calls: URL[] = [];
  const BaseRequest = globalThis.Request;
  class PathRequest extends BaseRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', PathRequest);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url);
    const answer = handler(url) ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (!window.matchMedia) {
    vi.stubGlobal(
      'matchMedia',
      (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  }
  return { calls, fetchMock };
}

/** Shows the current address, so tests can read the URL state. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export async function renderRoutes(
  routes: { path: string; element: ReactElement }[],
  url: string,
  store: AppStore = makeStore(),
) {
  await i18nReady;
  await i18next.changeLanguage('en');
  const router = createMemoryRouter(
    routes.map((r) => ({
      path: r.path,
      element: (
        <>
          <Suspense fallback={<p>suspended</p>}>{r.element}</Suspense>
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

/**
 * The hooks every test of the projects API needs: the contract (its schemas load lazily in the
 * app) loaded once up front so every test waits the same, and after each test the rendered tree
 * and the stubbed fetch removed.
 */
export function setupApiTests(): void {
  beforeAll(async () => {
    await loadContract();
  }, 30_000);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
