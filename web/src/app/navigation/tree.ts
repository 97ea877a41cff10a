import { matchRoutePath } from '@app/common/route-path';
import type { AppAbility } from '@/lib/ability';
import { canView } from '@/lib/ability';
import type { NavNode } from '@/types/navigation';

/** Every node, depth first, with its ancestors. */
export function walk(
  nodes: readonly NavNode[],
  parents: NavNode[] = [],
  out: { node: NavNode; parents: NavNode[] }[] = [],
): { node: NavNode; parents: NavNode[] }[] {
  for (const node of nodes) {
    out.push({ node, parents });
    // One ancestors list per parent, shared by its children.
    if (node.children?.length) walk(node.children, [...parents, node], out);
  }
  return out;
}

// The menus, breadcrumbs, title and page loader look paths up in the same (unchanging) registry
// on every render: its walk is made once per node list.
const walks = new WeakMap<readonly NavNode[], { node: NavNode; parents: NavNode[] }[]>();

function walkOnce(nodes: readonly NavNode[]): { node: NavNode; parents: NavNode[] }[] {
  let entries = walks.get(nodes);
  if (!entries) {
    entries = walk(nodes);
    walks.set(nodes, entries);
  }
  return entries;
}

/** The nodes that are routes of this app (have a page and a path). */
export function routeNodes(nodes: readonly NavNode[]): NavNode[] {
  return walkOnce(nodes)
    .map((e) => e.node)
    .filter((n) => n.page && n.navLink && n.type !== 'external-link');
}

/** The menu a role may see: hidden and forbidden nodes removed, empty groups dropped. */
export function toMenu(nodes: NavNode[], ability: AppAbility): NavNode[] {
  const out: NavNode[] = [];
  for (const listed of nodes) {
    if (listed.hidden || !canView(ability, listed)) continue;
    // Hidden routes beside it that show the same page make this item active too.
    const aliases = nodes
      .filter((n) => n.hidden && n.page && n.page === listed.page && n.navLink)
      .map((n) => n.navLink ?? '');
    const node = aliases.length > 0 ? { ...listed, activeLinks: aliases } : listed;
    if (node.type === 'collapse') {
      const children = toMenu(node.children ?? [], ability);
      if (children.length > 0) out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  // A group header with nothing under it before the next header is dropped.
  return out.filter(
    (n, i) =>
      n.type !== 'groupHeader' || (out[i + 1] !== undefined && out[i + 1]?.type !== 'groupHeader'),
  );
}

/** Matches a concrete path against a registry path that may hold `:params`. */
export const matchPath = matchRoutePath;

/** The route node for a path and its ancestors (for breadcrumbs and the open menu group). */
export function findTrail(nodes: NavNode[], path: string): NavNode[] {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const hit = walkOnce(nodes).find(
    (e) =>
      e.node.navLink && e.node.type !== 'external-link' && matchPath(e.node.navLink, normalized),
  );
  return hit ? [...hit.parents, hit.node] : [];
}

/** True when the node or one of its descendants is the active route. */
export function containsPath(node: NavNode, path: string): boolean {
  if (node.navLink && node.type !== 'external-link' && matchPath(node.navLink, path)) return true;
  if ((node.activeLinks ?? []).some((link) => matchPath(link, path))) return true;
  return (node.children ?? []).some((c) => containsPath(c, path));
}
