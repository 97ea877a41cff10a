import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { makeStore } from '@/lib/store/store';

/**
 * Node's `Request` rejects relative addresses such as RTK Query's `/api/...`; in the browser
 * they resolve against the page. Resolve them against jsdom's location the same way.
 */
export function resolveRelativeRequests(): void {
  const NativeRequest = globalThis.Request;
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(
        typeof input === 'string' && input.startsWith('/')
          ? new URL(input, window.location.origin).href
          : input,
        init,
      );
    }
  }
  vi.stubGlobal('Request', PageRequest);
}

/** Renders `ui` with a fresh store and a memory router that renders it on every path. */
export function renderWithShell(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(
    [{ path: '*', element: <Suspense fallback={null}>{ui}</Suspense> }],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
