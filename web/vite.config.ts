import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootIntroPlugin } from './build/boot-intro.ts';
import { deferredStylesPlugin } from './build/deferred-styles.ts';
import { libraryChunks, libraryChunksPlugin } from './build/library-chunks.ts';
import { entryChunk, pagePreloadsPlugin, registryReader } from './build/page-preloads.ts';
import { reactDomSentinels } from './build/react-dom-sentinels.ts';
import { routeListPlugin } from './build/route-list.ts';
import { LANGUAGES } from './src/i18n/languages.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Pages whose loading screen names them: the dashboard, where most visitors land, the portal's
 * reading pages, the staff and account pages, and the sample apps and heaviest catalogue pages.
 */
const bootIntros = bootIntroPlugin({
  intros: [
    {
      path: '/',
      page: 'home',
      title: 'projects:home.title',
      text: 'projects:home.subtitle',
      values: { county: 'Makueni' },
    },
    {
      path: '/analytics',
      page: 'analytics',
      title: 'common:menu.analytics',
      text: 'staff:analytics.about',
    },
    // The portal's reading pages: their text waited for the app's code and strings (about 2.8 s
    // of render delay on a phone in Lighthouse), so their loading screen names them too.
    { path: '/about', page: 'about', title: 'projects:about.title', text: 'projects:about.intro' },
    {
      path: '/pages/faq',
      page: 'faq',
      title: 'portal-pages:faq.title',
      text: 'portal-pages:faq.intro',
    },
    // The knowledge base and the search page painted their heading's line of text only with their
    // code (their largest paint, 2.8 and 3.3 s in Lighthouse on a phone at d4e649e).
    {
      path: '/pages/knowledge-base',
      page: 'knowledge-base',
      title: 'portal-pages:kb.title',
      text: 'portal-pages:kb.intro',
    },
    {
      path: '/pages/search',
      page: 'search',
      title: 'search:page.title',
      text: 'search:page.intro',
    },
    // The staff pages: a first visit with no session shows the sign-in card, drawn only with the
    // shell's code (its largest paint at 3.6-3.9 s in Lighthouse on a phone at 4949555).
    ...(
      [
        ['/staff/import', 'staff-import', 'staffImport', 'staff:import.intro'],
        ['/staff/feedback', 'staff-feedback', 'staffFeedback', 'feedback:queue.intro'],
        ['/staff/audit', 'staff-audit', 'auditLog', 'staff:audit.intro'],
      ] as const
    ).map(([path, page, menuKey, text]) => ({ path, page, title: `common:menu.${menuKey}`, text })),
    // The account pages: with no session they show the sign-in card under their heading, drawn
    // only with the shell's code (their largest paint at 3.3-3.6 s in Lighthouse at b7968b6).
    {
      path: '/pages/profile',
      page: 'profile',
      title: 'account:profile.title',
      text: 'account:profile.intro',
    },
    {
      path: '/pages/account-settings',
      page: 'account-settings',
      title: 'account:settings.title',
      text: 'account:settings.intro',
    },
    // The sign-in pages: their card's text waited for the shell's code (their largest paint at
    // 2.8-3.3 s in Lighthouse on a phone at 0f18a93, even with their checks loaded later). Not
    // the lock screen: a visitor there, as most first visits are, sees "No one is signed in".
    ...(
      [
        ['/pages/login', 'login', 'login'],
        ['/pages/register', 'register', 'register'],
        ['/pages/forgot-password', 'forgot-password', 'forgot'],
        ['/pages/reset-password', 'reset-password', 'reset'],
      ] as const
    ).map(([path, page, key]) => ({
      path,
      page,
      title: `auth:${key}.title`,
      text: `auth:${key}.subtitle`,
    })),
    // The sample apps and the heaviest catalogue pages: their loading screen names the page and
    // says, as the page itself does, that it is a demonstration with made-up data.
    ...(
      [
        ['/email/inbox', 'email', 'email'],
        ['/chat', 'chat', 'chat'],
        ['/todo/all', 'todo', 'todo'],
        ['/calendar', 'calendar', 'calendar'],
        ['/ecommerce/shop', 'shop', 'shop'],
        ['/data-list/list-view', 'data-list', 'dataList'],
        ['/tables/agGrid', 'ag-grid', 'agGrid'],
        ['/charts/apex', 'apex-charts', 'apexCharts'],
      ] as const
    ).map(([path, page, menuKey]) => ({
      path,
      page,
      title: `common:menu.${menuKey}`,
      text: 'common:demoNotice',
    })),
  ],
  languages: LANGUAGES.map((l) => l.code),
  localesDir: fileURLToPath(new URL('./src/i18n/locales', import.meta.url)),
});

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'lint/**/*.test.ts'];

/** The app's aliases (also used to read the route registry at build time). */
const appAliases = [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }];

/** The registry's routes and pages as the build reads them, once (build/page-preloads.ts). */
const registry = registryReader({
  module: fileURLToPath(new URL('./src/app/navigation/route-patterns.ts', import.meta.url)),
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: appAliases },
});

/** The app entry's file name, as modulePreload.resolveDependencies below recognises it. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/** Fails the build when the entry is named otherwise (its pages would preload every script again). */
const entryChunkName: Plugin = {
  name: 'entry-chunk-name',
  apply: 'build',
  // After Vite's own hooks, which add index.html to the bundle (before them, every build passed).
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (!('index.html' in bundle)) return; // a worker's bundle
      const entry = entryChunk(bundle);
      if (entry && !ENTRY_CHUNK.test(entry.fileName))
        this.error(`the entry is ${entry.fileName}; update ENTRY_CHUNK in vite.config.ts`);
    },
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    entryChunkName,
    libraryChunksPlugin(),
    react(),
    // Kept for the Lighthouse mobile performance budget (90 on /, 95 on the shell), which the
    // last measurement missed (81 and 87, total blocking time 790 and 400 ms, at 8839c2a): the
    // stackless markers take 100-250 ms of main-thread work off a slow phone's page load.
    reactDomSentinels(),
    pagePreloadsPlugin(registry),
    deferredStylesPlugin(),
    bootIntros,
    routeListPlugin(registry),
  ],
  resolve: {
    alias: [
      ...appAliases,
      // msw's cookie jar asks tldts only for a host's registrable domain; the public suffix list
      // behind it was 48 KB gzip of every sample app's first visit (src/mocks/vendor). The build
      // only: the unit tests compare the stand-in with the real tldts.
      ...(command === 'build'
        ? [
            {
              find: /^tldts$/,
              replacement: fileURLToPath(
                new URL('./src/mocks/vendor/registrable-domain.ts', import.meta.url),
              ),
            },
          ]
        : []),
      // No alias to react-router's production build: it saved 0.5 KB gzip of the first paint
      // (143.3 against 143.8 KB, misc pages 145.0 against 145.5 of the 150 KB budget), which no
      // budget needs, and both builds log the same errors.
    ],
  },
  server: {
    // The built-in sign-in provider lives on the API server too: in development, start the server
    // with PUBLIC_URL set to this dev server's address so the provider names its pages here.
    proxy: { '/api/v1': apiTarget, '/api/docs': apiTarget, '/oidc': apiTarget },
  },
  // The contract check runs in a module worker. The worker needs zod and the whole contract at
  // once, so it is one file: split, its imports were a chain of three more round trips before
  // the first answer could be checked and drawn (on /about, the page's largest paint).
  worker: { format: 'es', rolldownOptions: { output: { codeSplitting: false } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // The app's entry imports every route's page lazily, and by default names each page's
      // scripts to preload alongside it: that list of ~380 files cost the shell's first paint
      // 8 KB gzip. The entry's pages now name only their stylesheets (so none shows unstyled);
      // a page reached from inside the app loads its scripts as it imports them. Each page's
      // scripts are named in its HTML by the server (build/page-preloads.ts), so a first visit
      // waits for no chain of imports.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && ENTRY_CHUNK.test(hostId)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { output: { codeSplitting: libraryChunks } },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: [
          'import',
          'global-builtin',
          'color-functions',
          'mixed-decls',
          'if-function',
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Page tests render whole features in jsdom; on a busy 2-core runner they need room.
    testTimeout: 30_000,
    include: UNIT_TESTS,
    // Each test file starts from a fresh jsdom and fresh modules. Sharing them between files
    // halved the run, but then a file's result depended on what its worker had run before (a
    // global stub, a stored session, a module's own state): on a slow 2-core runner it failed a
    // different file in most full runs.
    pool: 'threads',
  },
}));
