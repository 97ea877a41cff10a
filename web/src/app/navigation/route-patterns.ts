import type { LazyPage } from '@/types/navigation';
import { mockAppsOfPage } from '@/mocks/mock-pages';
import { registry } from './registry';
import { routeNodes } from './tree';

export { i18next } from '@/i18n';

/**
 * Every route pattern of the app ("/", "/projects/:code", ...), read by the build
 * (build/route-list.ts) to write routes.json, from which the server tells the app's addresses
 * (200) from unknown ones (404).
 */
export function routePatterns(): string[] {
  return [...new Set(routeNodes(registry).flatMap((n) => (n.navLink ? [n.navLink] : [])))];
}

/**
 * Each route's pattern and page loader, read by the build (build/page-preloads.ts), which finds
 * the code and strings each page loads so that the server names them in that page's HTML. Left
 * out: a page of staff data, which opened without a session asks to sign in and loads no code
 * (sign-in-first.ts), and a sample app's page, whose code is asked for once the layout is on the
 * screen, so that it does not hold the layout back (main.tsx).
 */
export function routeLoaders(): { path: string; load: LazyPage }[] {
  const seen = new Set<string>();
  return routeNodes(registry).flatMap((n) => {
    const skip = n.staffData === true || mockAppsOfPage(n.navLink ?? '').length > 0;
    if (!n.navLink || !n.page || skip || seen.has(n.navLink)) return [];
    seen.add(n.navLink);
    return [{ path: n.navLink, load: n.page }];
  });
}
