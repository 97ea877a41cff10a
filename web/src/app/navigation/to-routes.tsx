import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { NavNode } from '@/types/navigation';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { SpinnerScreen } from '@/components/spinner-screen';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { RequireAbility } from './require-ability';
import { preloadedPage } from './preload';
import { routeNodes } from './tree';

const pageCache = new Map<NavNode['page'], ComponentType>();

function pageOf(node: NavNode): ComponentType {
  const load = node.page;
  if (!load) throw new Error(`Route ${node.id} has no page`);
  let Page = pageCache.get(load);
  if (!Page) {
    Page = preloadedPage(load) ?? lazy(load);
    pageCache.set(load, Page);
  }
  return Page;
}

/** Its children once the app's first render has been painted; the loading bars until then. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : <SpinnerScreen inline />;
}

/**
 * The route's page. The app's first render has the opened page's code already (main.tsx waits for
 * it), except for a sample app: its page is asked for once the layout is on the screen, so the
 * layout never waits for the app's code, its mock service and its data. (A loaded page skips the
 * wait altogether: the paint's state change would render it a second time.)
 */
function RoutePage({ node }: { node: NavNode }) {
  const Page = pageOf(node);
  if (node.page && preloadedPage(node.page)) return <Page />;
  return (
    <AfterFirstPaint>
      <Page />
    </AfterFirstPaint>
  );
}

function toRoute(node: NavNode): RouteObject {
  return {
    path: node.navLink,
    element: (
      <RouteErrorBoundary>
        <RequireAbility node={node}>
          <Suspense fallback={<SpinnerScreen inline />}>
            <RoutePage node={node} />
          </Suspense>
        </RequireAbility>
      </RouteErrorBoundary>
    ),
  };
}

/** Splits the registry's pages into the shell's routes and the full-layout routes. */
export function toRoutes(nodes: NavNode[]): { shell: RouteObject[]; full: RouteObject[] } {
  const pages = routeNodes(nodes);
  return {
    shell: pages.filter((n) => n.layout !== 'full').map(toRoute),
    full: pages.filter((n) => n.layout === 'full').map(toRoute),
  };
}
