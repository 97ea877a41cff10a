import type { Plugin } from 'vite';
import { SPA_ROUTES_FILE, type SpaRoutes } from '../../common/src/page-preloads.ts';
import type { Registry } from './page-preloads.ts';

/** The content of routes.json: the patterns, sorted, each a path starting with "/". */
export function routeList(patterns: readonly string[]): SpaRoutes {
  const routes = [...new Set(patterns)].sort();
  const bad = routes.filter((r) => !r.startsWith('/'));
  if (bad.length > 0) throw new Error(`route-list: not a path: ${bad.join(', ')}`);
  if (!routes.includes('/')) throw new Error('route-list: the registry has no "/" route');
  return { routes };
}

/**
 * Writes routes.json beside index.html: the route patterns of the app's registry, read from the
 * registry module itself (build/page-preloads.ts, readRegistry), so the list can never drift from
 * the routes the app has.
 */
export function routeListPlugin(registry: () => Promise<Registry>): Plugin {
  let source = '';
  return {
    name: 'route-list',
    apply: 'build',
    async buildStart() {
      source = `${JSON.stringify(routeList((await registry()).patterns), null, 2)}\n`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SPA_ROUTES_FILE, source });
    },
  };
}
