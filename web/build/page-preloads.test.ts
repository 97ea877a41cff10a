import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { pagePreloads, pagePreloadsPlugin, readRegistry, registryReader } from './page-preloads';

type OutputBundle = Rolldown.OutputBundle;

/** A chunk with just what pagePreloads reads. */
function chunk(
  fileName: string,
  extra: { imports?: string[]; isEntry?: boolean; facade?: string; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    imports: extra.imports ?? [],
    isEntry: extra.isEntry ?? false,
    isDynamicEntry: extra.facade !== undefined,
    facadeModuleId: extra.facade ?? null,
    viteMetadata: { importedCss: new Set(extra.css ?? []) },
  };
}

function bundleOf(...chunks: ReturnType<typeof chunk>[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as OutputBundle;
}

describe('page preloads', () => {
  it("name a landing page's chunks and styles beyond what the entry loads", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], css: ['a.css'] }),
      chunk('assets/react.js'),
      chunk('assets/home-page.js', {
        facade: '/repo/web/src/features/projects/home-page.tsx',
        imports: ['assets/react.js', 'assets/widget.js'],
        css: ['assets/home.css', 'a.css'],
      }),
      chunk('assets/widget.js', { css: ['assets/widget.css'] }),
    );
    expect(
      pagePreloads(bundle, [{ path: '/', module: 'src/features/projects/home-page.tsx' }]),
    ).toEqual([
      {
        path: '/',
        scripts: ['/assets/home-page.js', '/assets/widget.js'],
        styles: ['/assets/home.css', '/assets/widget.css'],
      },
    ]);
  });

  it("name the default language's strings the page loads before its first render", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true }),
      chunk('assets/project-page.js', {
        facade: '/repo/web/src/features/projects/project-page.tsx',
      }),
      chunk('assets/projects-en.js', { facade: '/repo/web/src/i18n/locales/en/projects.json' }),
      chunk('assets/projects-fr.js', { facade: '/repo/web/src/i18n/locales/fr/projects.json' }),
    );
    const page = {
      path: '/projects/:code',
      module: 'src/features/projects/project-page.tsx',
    };
    expect(pagePreloads(bundle, [{ ...page, namespaces: ['projects'] }])[0]?.scripts).toEqual([
      '/assets/project-page.js',
      '/assets/projects-en.js',
    ]);
    expect(() => pagePreloads(bundle, [{ ...page, namespaces: ['nowhere'] }])).toThrow(
      /no chunk for src\/i18n\/locales\/en\/nowhere.json/,
    );
  });

  it("run after Vite's own bundle hooks, which drop the chunks that only held styles", () => {
    const hook = pagePreloadsPlugin(() =>
      Promise.resolve({ patterns: [], pages: [] }),
    ).generateBundle;
    expect(hook && typeof hook === 'object' ? hook.order : undefined).toBe('post');
  });
});

describe('the registry as the build reads it', () => {
  // The test runs in jsdom, whose URLs are not file URLs: the path is built from this file's folder.
  const web = path.resolve(import.meta.dirname, '..');
  const options = {
    module: path.join(web, 'src/app/navigation/route-patterns.ts'),
    root: web,
    resolve: { alias: [{ find: '@', replacement: path.join(web, 'src') }] },
  };

  it("name each route's page module and strings, from the registry's own loaders", async () => {
    const { patterns, pages } = await readRegistry(options);
    expect(patterns).toContain('/projects/:code');
    expect(patterns).toContain('/staff/import');
    const of = (path: string) => pages.find((p) => p.path === path);
    expect(of('/')).toEqual({
      path: '/',
      module: 'src/features/projects/home-page.tsx',
      namespaces: ['projects', 'shell'],
    });
    expect(of('/pages/profile')).toEqual({
      path: '/pages/profile',
      module: 'src/features/account/profile-page.tsx',
      namespaces: ['account'],
    });
    expect(of('/pages/faq')?.module).toBe('src/catalogue/pages/faq-page.tsx');
    // A catalogue page, loaded through the catalogue's own helper.
    expect(of('/cards/action')?.module).toMatch(/^src\/catalogue\/cards\//);
    // Staff pages ask to sign in first and load no code without a session; a sample app's
    // code comes after the layout.
    expect(of('/staff/import')).toBeUndefined();
    expect(of('/ecommerce/shop')).toBeUndefined();
    expect(pages.length).toBeGreaterThan(80);
    for (const page of pages) expect(page.module, page.path).toMatch(/^src\/.+\.tsx?$/);
  }, 60_000);

  it('is read once for the whole build', async () => {
    const read = registryReader({ ...options, module: path.join(web, 'no-such-registry.ts') });
    const first = read();
    expect(read()).toBe(first);
    await expect(first).rejects.toThrow();
  });
});
