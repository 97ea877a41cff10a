import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from '@/lib/app-styles';
import { ensureMockService, registerMockService } from '@/lib/mock-service';
import { i18next, i18nReady } from '@/i18n';
import { App } from '@/app/app';
import { createAppStore } from '@/app/store';
import { prefetchPage, preloadPage } from '@/app/navigation/preload';
import { afterFirstPaint } from '@/hooks/use-after-paint';
import { pageCatalogue } from '@/app/navigation/page-catalogue';
import { registry } from '@/app/navigation/registry';
import { mockAppsOfPage } from './mocks/mock-pages';
import type * as MockBrowser from './mocks/browser';
import '@/styles/app.scss';

// The mock's bookmarks and search data list the registry's pages (English titles: the app shows
// them in the visitor's language from the registry).
// Stopping is synchronous, so a start asked for right after it cannot overtake it; before its
// code has loaded, no service runs to stop.
let mocks: typeof MockBrowser | undefined;
registerMockService(
  () =>
    import('./mocks/browser').then((m) => {
      mocks = m;
      return m.startMockService(pageCatalogue(registry, i18next.getFixedT('en')));
    }),
  () => mocks?.stopMockService(),
);
// A sample app's content is far off: the mock service, the app's code and then its data. Opened
// directly, it shows the layout first (the menu, the navbar and the notice that it is a
// demonstration, the page's loading bars in its place), and asks for the service and its code
// once that is on the screen (the route waits for the paint too, see to-routes.tsx). Other pages
// never start the service first.
const sampleApp =
  mockAppsOfPage(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1)).length > 0;
if (sampleApp) void afterFirstPaint().then(() => ensureMockService().catch(() => undefined));

// Any other page's code and data load while the app starts. The first render waits for the
// data, up to a moment: it then shows the page with its data at once, and no answer changes the
// store in the middle of that render (React would redo it in one uninterrupted task). A slow or
// failed answer does not hold the page back: it shows its skeletons, or the error and a retry.
const DATA_WAIT_MS = 1000;
const store = createAppStore();
const pageReady = sampleApp ? undefined : preloadPage(registry, window.location.pathname);
const dataReady = Promise.race([
  prefetchPage(registry, store, new URL(window.location.href)),
  new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS)),
]);
const stylesReady = applyAppStyles();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html shows the loading screen until this first render replaces it. The render runs as a
// transition, so React works in short slices and a slow phone stays responsive while it builds.
void Promise.all([i18nReady, pageReady, dataReady, stylesReady]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
