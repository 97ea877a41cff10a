import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

/** A file of the build, addressed by its URL path ("/assets/index-abc.js"). */
export interface Asset {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
}

export interface ChunkInfo {
  /** URL paths of chunks this one imports statically (import/export ... from, side-effect imports). */
  staticImports: string[];
  /** URL paths of chunks this one loads with import(). */
  dynamicImports: string[];
  /**
   * For each dynamically imported chunk, the files Vite's preload helper fetches with it
   * (its static JS closure and its CSS), from the `__vite__mapDeps([...])` argument.
   */
  preloadDeps: Map<string, string[]>;
}

export interface HtmlEntry {
  /** External scripts, module or classic. */
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

const sizeCache = new Map<string, Asset>();

/** Raw and gzip size (zlib's default level, as Vite's build report) of a file in dist. */
export function assetOf(dist: string, urlPath: string): Asset | undefined {
  const cached = sizeCache.get(urlPath);
  if (cached) return cached;
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (!file.startsWith(dist) || !existsSync(file)) return undefined;
  const content = readFileSync(file);
  const kind = urlPath.endsWith('.css') ? 'css' : 'js';
  const asset: Asset = {
    file: urlPath,
    kind,
    bytes: content.length,
    gzip: gzipSync(content).length,
  };
  sizeCache.set(urlPath, asset);
  return asset;
}

export const totals = (assets: Iterable<Asset>) => {
  const sum = { js: 0, jsRaw: 0, css: 0, cssRaw: 0, files: 0 };
  for (const a of assets) {
    sum.files += 1;
    if (a.kind === 'js') {
      sum.js += a.gzip;
      sum.jsRaw += a.bytes;
    } else {
      sum.css += a.gzip;
      sum.cssRaw += a.bytes;
    }
  }
  return sum;
};

/** Resolves a reference from `fromUrl` ("/assets/a.js") to a same-origin URL path, or undefined. */
export function resolveUrl(ref: string, fromUrl: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(ref) || ref.startsWith('data:')) {
    return undefined;
  }
  const resolved = new URL(ref, `http://bench.invalid${fromUrl}`);
  return resolved.pathname;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/** The entry script(s), modulepreload links and stylesheets that index.html asks for. */
export function parseHtml(html: string): HtmlEntry {
  const entry: HtmlEntry = { scripts: [], modulePreloads: [], stylesheets: [] };
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  // Module and classic scripts alike: a classic <script src> in <head> blocks rendering.
  for (const [tag] of withoutComments.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (src && (type === '' || type === 'module' || type.includes('javascript'))) {
      const url = resolveUrl(src, '/index.html');
      if (url) entry.scripts.push(url);
    }
  }
  for (const [tag] of withoutComments.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    const url = href ? resolveUrl(href, '/index.html') : undefined;
    if (!url) continue;
    if (rel.includes('modulepreload')) entry.modulePreloads.push(url);
    // The app's stylesheet is preloaded and applied by the app before its first render.
    else if (rel.includes('stylesheet') || (rel.includes('preload') && attr(tag, 'as') === 'style'))
      entry.stylesheets.push(url);
  }
  return entry;
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/** The single import() call in an arrow/function body like `() => import("./x.js")`, if any. */
function importCallIn(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      found = stringValue(n.arguments[0]);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * Parses a built chunk with the TypeScript parser (so strings, template literals and regular
 * expressions in minified code cannot be mistaken for imports). Static imports are the
 * module-level import/export-from declarations; import() calls anywhere are dynamic.
 */
export function parseChunk(source: string, url: string): ChunkInfo {
  const sf = ts.createSourceFile(url, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  const preloadDeps = new Map<string, string[]>();
  let depsTable: string[] | undefined;

  for (const statement of sf.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(statement)) specifier = stringValue(statement.moduleSpecifier);
    else if (ts.isExportDeclaration(statement)) specifier = stringValue(statement.moduleSpecifier);
    if (specifier) {
      const resolved = resolveUrl(specifier, url);
      if (resolved) staticImports.add(resolved);
    }
  }

  const mapDepsCalls: { indexes: number[]; loader: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = stringValue(node.arguments[0]);
        const resolved = spec ? resolveUrl(spec, url) : undefined;
        if (resolved) dynamicImports.add(resolved);
      } else if (ts.isIdentifier(node.expression) && node.expression.text === '__vite__mapDeps') {
        // preload(() => import("./page.js"), __vite__mapDeps([3, 1, 2]))
        const list = node.arguments[0];
        const outer = node.parent;
        if (
          list &&
          ts.isArrayLiteralExpression(list) &&
          ts.isCallExpression(outer) &&
          outer.arguments[1] === node &&
          outer.arguments[0]
        ) {
          const indexes = list.elements.filter(ts.isNumericLiteral).map((e) => Number(e.text));
          mapDepsCalls.push({ indexes, loader: outer.arguments[0] });
        }
      }
    }
    // const __vite__mapDeps = (i, m = __vite__mapDeps, d = (m.f || (m.f = ["assets/a.js", ...]))) => ...
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === '__vite__mapDeps' &&
      node.initializer
    ) {
      const findArray = (n: ts.Node): void => {
        if (depsTable) return;
        if (
          ts.isArrayLiteralExpression(n) &&
          n.elements.length > 0 &&
          n.elements.every((e) => stringValue(e) !== undefined)
        ) {
          depsTable = n.elements.map((e) => stringValue(e) ?? '');
          return;
        }
        ts.forEachChild(n, findArray);
      };
      findArray(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  if (depsTable) {
    for (const { indexes, loader } of mapDepsCalls) {
      const spec = importCallIn(loader);
      const target = spec ? resolveUrl(spec, url) : undefined;
      if (!target) continue;
      // The table holds paths relative to the site's base ("assets/x.js").
      const deps = indexes
        .map((i) => depsTable?.[i])
        .filter((d): d is string => d !== undefined)
        .map((d) => `/${d.replace(/^\.?\//, '')}`);
      preloadDeps.set(target, [...new Set([...(preloadDeps.get(target) ?? []), ...deps])]);
    }
  }
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports], preloadDeps };
}

/** Reads and parses chunks of dist on demand. */
export class ChunkGraph {
  private readonly cache = new Map<string, ChunkInfo>();
  constructor(readonly dist: string) {}

  info(url: string): ChunkInfo {
    let info = this.cache.get(url);
    if (!info) {
      const file = path.join(this.dist, url);
      info = existsSync(file)
        ? parseChunk(readFileSync(file, 'utf8'), url)
        : { staticImports: [], dynamicImports: [], preloadDeps: new Map() };
      this.cache.set(url, info);
    }
    return info;
  }

  /** The roots and every chunk reachable from them through static imports only. */
  staticClosure(roots: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const url = stack.pop();
      if (url === undefined || seen.has(url)) continue;
      seen.add(url);
      if (url.endsWith('.js')) stack.push(...this.info(url).staticImports);
    }
    return seen;
  }

  /** Every import() target found in the given chunks, with Vite's preload list for each. */
  dynamicTargets(chunks: Iterable<string>): Map<string, string[]> {
    const targets = new Map<string, string[]>();
    for (const url of chunks) {
      if (!url.endsWith('.js')) continue;
      const info = this.info(url);
      for (const target of info.dynamicImports) {
        const deps = info.preloadDeps.get(target) ?? [];
        targets.set(target, [...new Set([...(targets.get(target) ?? []), ...deps])]);
      }
    }
    return targets;
  }
}
