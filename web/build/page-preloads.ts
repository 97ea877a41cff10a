import path from 'node:path';
import { runnerImport, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreload } from '../../common/src/page-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A route and the module of its lazy page. */
export interface RoutePage {
  /** Route pattern as in the registry: "/", "/projects/:code". */
  path: string;
  /** The lazy page module, relative to web/: "src/features/projects/home-page.tsx". */
  module: string;
  /**
   * The translation namespaces the page loads before its first render (its route's
   * `withNamespaces`): their default-language files are preloaded too.
   */
  namespaces?: readonly string[];
}

/** The language whose strings are preloaded: the app's fallback, most visitors' language. */
export const PRELOADED_LANGUAGE = 'en';

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

/** The app's entry chunk: the one index.html loads. */
export function entryChunk(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find((c): c is OutputChunk => isChunk(c) && c.isEntry);
}

/** The static import graph below `root` (itself included), in load order. */
export function staticGraph(bundle: OutputBundle, root: OutputChunk): OutputChunk[] {
  const seen = new Set<string>();
  const out: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    out.push(chunk);
    for (const file of chunk.imports) {
      const dep = bundle[file];
      if (isChunk(dep)) visit(dep);
    }
  };
  visit(root);
  return out;
}

function cssOf(chunk: OutputChunk): string[] {
  const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } })
    .viteMetadata;
  return [...(meta?.importedCss ?? [])];
}

/** The preload list of each page, leaving out what the app's entry already loads. */
export function pagePreloads(
  bundle: OutputBundle,
  pages: readonly RoutePage[],
  base = '/',
): PagePreload[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = entryChunk(bundle);
  const entryGraph = entry ? staticGraph(bundle, entry) : [];
  const loaded = new Set(entryGraph.map((c) => c.fileName));
  const loadedCss = new Set(entryGraph.flatMap(cssOf));
  const moduleChunk = (module: string) =>
    chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
    );
  return pages.map(({ path, module, namespaces = [] }) => {
    const page = moduleChunk(module);
    if (!page) throw new Error(`page-preloads: no chunk for ${module} (route ${path})`);
    const strings = namespaces.map((ns) => {
      const file = `src/i18n/locales/${PRELOADED_LANGUAGE}/${ns}.json`;
      const found = moduleChunk(file);
      if (!found) throw new Error(`page-preloads: no chunk for ${file} (route ${path})`);
      return found;
    });
    const graph = [...staticGraph(bundle, page), ...strings].filter((c) => !loaded.has(c.fileName));
    return {
      path,
      scripts: graph.map((c) => base + c.fileName),
      styles: [...new Set(graph.flatMap(cssOf))]
        .filter((f) => !loadedCss.has(f))
        .map((f) => base + f),
    };
  });
}

/** What the build reads of the app (src/app/navigation/route-patterns.ts). */
interface RegistryModule {
  routePatterns: () => string[];
  routeLoaders: () => { path: string; load: () => unknown }[];
  i18next: { loadNamespaces: unknown };
}

/** The registry as the build reads it: its route patterns and each route's page. */
export interface Registry {
  patterns: string[];
  pages: RoutePage[];
}

export interface RegistryOptions {
  /** The registry module (src/app/navigation/route-patterns.ts). */
  module: string;
  /** The web app's folder: page modules are named relative to it. */
  root: string;
  /** The app's aliases. */
  resolve: UserConfig['resolve'];
}

/** Called, in the build's evaluation of the registry, where the app's code calls `import()`. */
const RECORDER = '__pagePreloadsImport';
type Recorder = (id: string) => Promise<never>;

/** The app's dynamic imports of its own modules (`import('./home-page')`), literal paths only. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * For the build's evaluation of the registry only: rewrites each dynamic import of the app's
 * own modules into a call that records the module's path and loads nothing.
 */
function recordImports(root: string): Plugin {
  return {
    name: 'page-preloads-record-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(root) || id.includes('/node_modules/') || !code.includes('import(')) {
        return null;
      }
      let out = code;
      for (const match of [...code.matchAll(DYNAMIC_IMPORT)].reverse()) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved || resolved.external) continue;
        const call = `globalThis.${RECORDER}(${JSON.stringify(resolved.id)})`;
        out = out.slice(0, match.index) + call + out.slice(match.index + match[0].length);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Reads the registry by evaluating its module with Vite's module runner and the app's aliases:
 * its route patterns, and each route's page module and the translation namespaces it loads,
 * found by calling every route's loader with `import()` and `loadNamespaces` recording instead
 * of loading. A loader that imports nothing the build can name is left out.
 */
export async function readRegistry(options: RegistryOptions): Promise<Registry> {
  const imported: string[] = [];
  const namespaces: string[] = [];
  const never = () => new Promise<never>(() => undefined);
  const scope = globalThis as typeof globalThis & { [RECORDER]?: Recorder };
  scope[RECORDER] = (id) => {
    imported.push(id);
    return never();
  };
  try {
    const { module } = await runnerImport<RegistryModule>(options.module, {
      configFile: false,
      logLevel: 'error',
      resolve: options.resolve,
      plugins: [recordImports(options.root)],
    });
    module.i18next.loadNamespaces = (ns: string | readonly string[]) => {
      namespaces.push(...(typeof ns === 'string' ? [ns] : ns));
      return never();
    };
    const pages = module.routeLoaders().flatMap(({ path: route, load }) => {
      imported.length = 0;
      namespaces.length = 0;
      try {
        void Promise.resolve(load()).catch(() => undefined);
      } catch {
        // A loader that throws in the build's evaluation is named by what it imported first.
      }
      const [first] = imported;
      if (!first) return [];
      const page = path.relative(options.root, first.split('?')[0] ?? first);
      return [{ path: route, module: page.split(path.sep).join('/'), namespaces: [...namespaces] }];
    });
    return { patterns: module.routePatterns(), pages };
  } finally {
    delete scope[RECORDER];
  }
}

/**
 * The registry read once for the whole build: both its plugins (this file's and
 * build/route-list.ts) and both its bundles (the app's and its worker's) share the reading.
 */
export function registryReader(options: RegistryOptions): () => Promise<Registry> {
  let reading: Promise<Registry> | undefined;
  return () => (reading ??= readRegistry(options));
}

/**
 * Writes page-preloads.json beside index.html: for each route, the chunks and styles its lazy
 * page needs (read from the registry, see readRegistry). The server names them in the page's HTML,
 * so a phone fetches the page's code together with the app's instead of one round trip after
 * another, as each chunk names the next.
 */
export function pagePreloadsPlugin(registry: () => Promise<Registry>): Plugin {
  let pages: RoutePage[] = [];
  return {
    name: 'page-preloads',
    apply: 'build',
    async buildStart() {
      ({ pages } = await registry());
    },
    // After Vite's own generateBundle hooks: they drop the chunks that only held styles (their CSS
    // is loaded with the chunks that imported them), which must not be named here.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!('index.html' in bundle)) return; // a worker's bundle
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: `${JSON.stringify(pagePreloads(bundle, pages), null, 2)}\n`,
        });
      },
    },
  };
}
