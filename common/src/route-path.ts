/**
 * Matches a concrete path ("/projects/MKN-1") against a route pattern that may hold `:params`
 * ("/projects/:code"). Empty segments are ignored, so a trailing slash matches too.
 */
export function matchRoutePath(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
