import { registry } from './registry';
import { routeNodes } from './tree';

/**
 * Every route pattern of the app ("/", "/projects/:code", ...), read by the build
 * (build/route-list.ts) to write routes.json, from which the server tells the app's addresses
 * (200) from unknown ones (404).
 */
export function routePatterns(): string[] {
  return [...new Set(routeNodes(registry).flatMap((n) => (n.navLink ? [n.navLink] : [])))];
}
