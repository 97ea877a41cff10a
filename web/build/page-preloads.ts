import type { Plugin, Rolldown } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreload } from '../../common/src/page-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A page people open directly (a shared link, a search result) and the module of its lazy page. */
export interface LandingPage {
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

/** The preload list of each landing page, leaving out what the app's entry already loads. */
export function pagePreloads(
  bundle: OutputBundle,
  pages: readonly LandingPage[],
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

/**
 * Writes page-preloads.json beside index.html: for each landing page, the chunks and styles its
 * lazy page needs. The server names them in the page's HTML, so a phone fetches the page's code
 * together with the app's instead of one round trip after it.
 */
export function pagePreloadsPlugin(pages: readonly LandingPage[]): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    // After Vite's own generateBundle hooks: they drop the chunks that only held styles (their CSS
    // is loaded with the chunks that imported them), which must not be named here.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: `${JSON.stringify(pagePreloads(bundle, pages), null, 2)}\n`,
        });
      },
    },
  };
}
