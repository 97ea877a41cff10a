import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/**
 * Counts a page view after each route change: the route's pattern from the registry
 * (`/projects/:code`, never the address with its codes), sent with sendBeacon, which does not
 * hold up the page. Nothing else about the visitor is sent. Off in unit tests.
 */
export function usePageBeacon(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (import.meta.env.MODE === 'test' || typeof navigator.sendBeacon !== 'function') return;
    const matches = matchRoutes(routes, pathname);
    const route = matches?.[matches.length - 1]?.route.path;
    if (!route || !route.startsWith('/')) return; // unknown addresses (the 404 page) are not counted
    try {
      navigator.sendBeacon('/api/v1/usage/page', JSON.stringify({ route }));
    } catch {
      /* a refused beacon costs one count, nothing more */
    }
  }, [routes, pathname]);
}
