import type { Plugin, Rolldown } from 'vite';
import { entryChunk, staticGraph } from './page-preloads.ts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type OutputBundle = Rolldown.OutputBundle;

const pkg = (names: readonly string[]) =>
  new RegExp(`node_modules[\\\\/](${names.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);

/**
 * Libraries the pages use but the shell does not, each built as one chunk.
 *
 * Left to itself the bundler cuts a library into a chunk per set of pages that share a part of
 * it: react-bootstrap became some forty files of 1-2 KB, which a page found one level of imports
 * at a time (seven round trips after the page's own code on the catalogue's alerts page). One
 * chunk per library costs a page the parts it does not use (react-bootstrap: 38 KB gzip in all)
 * and saves those round trips; measured in bench/results/web-pages-library-chunks.md.
 */
export const PAGE_LIBRARIES: readonly CodeSplittingGroup[] = [
  {
    name: 'react-bootstrap',
    priority: 17,
    test: pkg([
      'react-bootstrap',
      '@restart',
      '@react-aria',
      '@popperjs',
      '@babel/runtime',
      'dom-helpers',
      'react-transition-group',
      'prop-types',
      'uncontrollable',
      'warning',
      'invariant',
      'dequal',
    ]),
  },
  { name: 'zod', test: pkg(['zod']), priority: 17 },
];

/**
 * React itself, in the shell's chunk as before. A group takes the modules its libraries import
 * too; this one comes first, so React stays out of the page libraries' chunks.
 */
const SHELL_LIBRARIES: CodeSplittingGroup = {
  name: 'react-libs',
  test: pkg(['react', 'react-dom', 'scheduler']),
  priority: 20,
};

/**
 * The rest of what the shell loads before its first paint, in the entry's chunk (`$initial`: the
 * entry's static imports, however deep).
 *
 * Left to itself the bundler gave each module that a page shares with the shell a chunk of its
 * own (i18next, Redux, the translation hook, the roles, ...): the shell was 15 files, and every
 * page loaded some of them again by name. Over HTTP/1.1 a browser fetches six at a time. Pages
 * now import what they share with the shell from the entry. Measured in
 * bench/results/web-pages-shell-chunk.md.
 *
 * Below the page libraries: a page library the shell imports keeps its own chunk, which the
 * check below then names, instead of joining the shell unseen.
 */
const SHELL_MODULES: CodeSplittingGroup = { name: 'index', tags: ['$initial'], priority: 15 };

/** `output.codeSplitting` for the app's build. */
export const libraryChunks = { groups: [SHELL_LIBRARIES, ...PAGE_LIBRARIES, SHELL_MODULES] };

/** The page libraries' chunks that the entry loads before its first paint (none should). */
export function pageLibrariesInEntry(bundle: OutputBundle): string[] {
  const entry = entryChunk(bundle);
  if (!entry) return [];
  const names = new Set(PAGE_LIBRARIES.map((g) => g.name));
  return staticGraph(bundle, entry)
    .filter((chunk) => names.has(chunk.name))
    .map((chunk) => chunk.fileName);
}

/**
 * Fails the build when the shell imports a page library: the whole library would then load
 * before the first paint of every page, not only the part the shell uses.
 */
export function libraryChunksPlugin(): Plugin {
  return {
    name: 'library-chunks',
    apply: 'build',
    // After Vite's own hooks, which add index.html to the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!('index.html' in bundle)) return; // a worker's bundle
        const found = pageLibrariesInEntry(bundle);
        if (found.length > 0)
          this.error(
            `the shell loads ${found.join(', ')} before its first paint; import the library from a page, or take it out of PAGE_LIBRARIES in build/library-chunks.ts`,
          );
      },
    },
  };
}
