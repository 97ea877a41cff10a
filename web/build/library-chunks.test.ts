import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { libraryChunks, pageLibrariesInEntry } from './library-chunks';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The group that takes a module, as the bundler picks it: the highest priority first, each
 * group's test and tags all met. `initial`: the entry imports the module (tag `$initial`).
 */
function groupOf(id: string, { initial = false } = {}): string | undefined {
  const groups = [...libraryChunks.groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return groups.find(
    (g) =>
      (g.test === undefined || (g.test instanceof RegExp && g.test.test(id))) &&
      (g.tags ?? []).every((tag) => tag === '$initial' && initial),
  )?.name as string | undefined;
}

function chunk(fileName: string, name: string, extra: { imports?: string[]; isEntry?: boolean }) {
  return {
    type: 'chunk',
    fileName,
    name,
    imports: extra.imports ?? [],
    isEntry: extra.isEntry ?? false,
  };
}

function bundleOf(...chunks: ReturnType<typeof chunk>[]): OutputBundle {
  const files = [...chunks, { type: 'asset', fileName: 'index.html' }];
  return Object.fromEntries(files.map((c) => [c.fileName, c])) as unknown as OutputBundle;
}

describe('library chunks', () => {
  it('give react-bootstrap and the packages under it one chunk, React staying apart', () => {
    expect(groupOf('/w/node_modules/react-bootstrap/esm/Alert.js')).toBe('react-bootstrap');
    expect(groupOf('/w/node_modules/@restart/ui/esm/Button.js')).toBe('react-bootstrap');
    expect(groupOf('/w/node_modules/@babel/runtime/helpers/esm/extends.js')).toBe(
      'react-bootstrap',
    );
    expect(groupOf('C:\\w\\node_modules\\dom-helpers\\esm\\css.js')).toBe('react-bootstrap');
    expect(groupOf('/w/node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(groupOf('/w/node_modules/react/index.js')).toBe('react-libs');
    expect(groupOf('/w/node_modules/react-dom/client.js')).toBe('react-libs');
    // Neither the app's own code nor libraries of the shell or of one page.
    expect(groupOf('/w/web/src/catalogue/components/alerts-page.tsx')).toBeUndefined();
    expect(groupOf('/w/node_modules/react-router/dist/index.js')).toBeUndefined();
    expect(groupOf('/w/node_modules/react-leaflet/lib/index.js')).toBeUndefined();
    expect(groupOf('/w/node_modules/lucide-react/dist/esm/icons/x.js')).toBeUndefined();
  });

  it('build what else the shell loads in its entry, a page library the shell imports apart', () => {
    expect(groupOf('/w/node_modules/i18next/dist/esm/i18next.js', { initial: true })).toBe('index');
    expect(groupOf('/w/web/src/app/layout/navbar.tsx', { initial: true })).toBe('index');
    expect(groupOf('/w/node_modules/react-dom/client.js', { initial: true })).toBe('react-libs');
    // Were the shell to import react-bootstrap, it would stay in its chunk for the check to name.
    expect(groupOf('/w/node_modules/react-bootstrap/esm/Alert.js', { initial: true })).toBe(
      'react-bootstrap',
    );
    // A module only pages import is split by the bundler as before.
    expect(groupOf('/w/node_modules/i18next/dist/esm/i18next.js')).toBeUndefined();
  });

  it('name a page library the entry loads, however deep in its imports', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', 'index', { isEntry: true, imports: ['assets/layout.js'] }),
      chunk('assets/layout.js', 'layout', { imports: ['assets/react-bootstrap.js'] }),
      chunk('assets/react-bootstrap.js', 'react-bootstrap', {}),
      chunk('assets/zod.js', 'zod', {}),
    );
    expect(pageLibrariesInEntry(bundle)).toEqual(['assets/react-bootstrap.js']);
  });

  it('pass a build whose page libraries only pages load', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', 'index', { isEntry: true, imports: ['assets/react-libs.js'] }),
      chunk('assets/react-libs.js', 'react-libs', {}),
      chunk('assets/alerts-page.js', 'alerts-page', { imports: ['assets/react-bootstrap.js'] }),
      chunk('assets/react-bootstrap.js', 'react-bootstrap', {}),
    );
    expect(pageLibrariesInEntry(bundle)).toEqual([]);
  });
});
