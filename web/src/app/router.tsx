import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { SpinnerScreen } from '@/components/spinner-screen';
import { FullLayout } from './layout/full-layout';
import { LayoutShell } from './layout/layout-shell';
import { registry } from './navigation/registry';
import { toRoutes } from './navigation/to-routes';
import { DocumentSettings } from './document-settings';

const NotFoundPage = lazy(() => import('@/catalogue/misc/not-found-page'));

function Root() {
  return (
    <>
      <DocumentSettings />
      <Outlet />
    </>
  );
}

export function buildRoutes(): RouteObject[] {
  const { shell, full } = toRoutes(registry);
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorBoundary />,
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

export const createAppRouter = () => createBrowserRouter(buildRoutes());
