import { lazy, Suspense, useState } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { SpinnerScreen } from '@/components/spinner-screen';
import { FullLayout } from './layout/full-layout';
import { LayoutShell } from './layout/layout-shell';
import { registry } from './navigation/registry';
import { toRoutes } from './navigation/to-routes';
import { DocumentSettings } from './document-settings';
import { usePageBeacon } from './page-beacon';

const NotFoundPage = lazy(() => import('@/catalogue/misc/not-found-page'));

function Root() {
  return (
    <>
      <DocumentSettings />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

export function buildRoutes(): RouteObject[] {
  const { shell, full } = toRoutes(registry);
  return [
    {
      element: <Root />,
      children: [
        { element: <LayoutShell />, children: shell },
        {
          element: <FullLayout />,
          children: [
            ...full,
            {
              path: '*',
              element: (
                <Suspense fallback={<SpinnerScreen inline />}>
                  <NotFoundPage />
                </Suspense>
              ),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's routes, for a router around it (the app's BrowserRouter). Declarative routing: the
 * app loads its data with RTK Query, not with route loaders, so it needs none of the data
 * router's code (half of react-router's size).
 */
export function AppRoutes() {
  const [routes] = useState(buildRoutes);
  usePageBeacon(routes);
  return useRoutes(routes);
}
