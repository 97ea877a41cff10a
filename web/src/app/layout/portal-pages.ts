import { registry } from '@/app/navigation/registry';
import { matchPath, routeNodes } from '@/app/navigation/tree';
import type { NavNode } from '@/types/navigation';

/**
 * Dashboards of the sample apps, listed among the portal's dashboards in the menu. (/analytics is
 * the portal's own: the server's real usage figures.)
 */
const SAMPLE_DASHBOARDS = new Set(['ecommerce-dashboard']);

/** The registry's headers that open the sample apps and the UI catalogue. */
const SAMPLE_HEADERS = new Set(['apps-header', 'catalogue-header']);
/** The header of the sign-in, account and error pages: neither the portal's nor a sample. */
const NEUTRAL_HEADER = 'pages-header';

type Part = 'portal' | 'sample' | 'neutral';

/** The top-level registry nodes with the part of the app they belong to. */
function parts(nodes: readonly NavNode[]): { node: NavNode; part: Part }[] {
  let part: Part = 'portal';
  const out: { node: NavNode; part: Part }[] = [];
  for (const node of nodes) {
    if (node.type === 'groupHeader') {
      part = SAMPLE_HEADERS.has(node.id) ? 'sample' : node.id === NEUTRAL_HEADER ? 'neutral' : part;
      continue;
    }
    out.push({ node, part });
  }
  return out;
}

function routesOf(nodes: readonly NavNode[], part: Part): NavNode[] {
  return parts(nodes)
    .filter((p) => p.part === part)
    .flatMap((p) => routeNodes([p.node]))
    .filter((n) => part !== 'portal' || !SAMPLE_DASHBOARDS.has(n.id));
}

// Asked on every render of the navbar and the page frame, of the same (unchanging) registry.
const sampleRoutesOf = new WeakMap<readonly NavNode[], NavNode[]>();

function sampleRoutes(nodes: readonly NavNode[]): NavNode[] {
  const known = sampleRoutesOf.get(nodes);
  if (known) return known;
  const samples = routesOf(nodes, 'sample');
  const dashboards = parts(nodes)
    .filter((p) => p.part === 'portal')
    .flatMap((p) => routeNodes([p.node]))
    .filter((n) => SAMPLE_DASHBOARDS.has(n.id));
  const routes = [...dashboards, ...samples];
  sampleRoutesOf.set(nodes, routes);
  return routes;
}

/**
 * The portal's own pages (dashboard, about the data, help pages, search, staff pages): the
 * registry's nodes before the sample apps' header, less the sample dashboards. Their ids, in
 * menu order.
 */
export function portalPageIds(nodes: readonly NavNode[] = registry): string[] {
  return routesOf(nodes, 'portal').map((n) => n.id);
}

/** True on an address of a sample app or of the UI catalogue (a demonstration). */
export function isSamplePath(path: string, nodes: readonly NavNode[] = registry): boolean {
  return sampleRoutes(nodes).some((n) => n.navLink !== undefined && matchPath(n.navLink, path));
}
