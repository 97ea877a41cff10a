import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from '@/lib/app-styles';
import { registerMockService } from '@/lib/mock-service';
import { i18next, i18nReady } from '@/i18n';
import { warmUpIntl } from '@/i18n/languages';
import { App } from '@/app/app';
import { createAppStore } from '@/app/store';
import { prefetchPage, preloadPage } from '@/app/navigation/preload';
import { registry } from '@/app/navigation/registry';
import '@/styles/app.scss';

registerMockService(() => import('./mocks/browser').then((m) => m.startMockService()));

// The opened page loads while the app starts, so the first render shows it at once, and its data
// is requested now rather than once that render commits.
const store = createAppStore();
const pageReady = preloadPage(registry, window.location.pathname);
void prefetchPage(registry, store, new URL(window.location.href));
const stylesReady = applyAppStyles();
// Number formats load their locale data in a task of their own while the app waits for its
// styles and page, not inside the first render (which may already show the data).
void i18nReady.then(() => warmUpIntl(i18next.language));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html shows the loading screen until this first render replaces it. The render runs as a
// transition, so React works in short slices and a slow phone stays responsive while it builds.
void Promise.all([i18nReady, pageReady, stylesReady]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
