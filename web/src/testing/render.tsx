import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { makeStore, type AppStore } from '@/lib/store/store';

/** Shows where the router went, for tests that follow a redirect. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderOptions {
  /** The route pattern that renders `ui`; other addresses show the location (`*`: every address). */
  path?: string;
  /** The address to open (the path by default). */
  route?: string;
  store?: AppStore;
}

/** Renders `ui` with the app's store, a memory router and i18n. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '*', route = path === '*' ? '/' : path, store = makeStore() }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <Where /> }])],
    { initialEntries: [route] },
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
