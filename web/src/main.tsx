import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from '@/lib/app-styles';
import { registerMockService } from '@/lib/mock-service';
import { i18nReady } from '@/i18n';
import { App } from '@/app/app';
import { preloadPage } from '@/app/navigation/preload';
import { registry } from '@/app/navigation/registry';
import '@/styles/app.scss';

registerMockService(() => import('./mocks/browser').then((m) => m.startMockService()));

// The opened page loads while the app starts, so the first render shows it at once.
const pageReady = preloadPage(registry, window.location.pathname);
const stylesReady = applyAppStyles();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html shows the loading screen until this first render replaces it. The render runs as a
// transition, so React works in short slices and a slow phone stays responsive while it builds.
void Promise.all([i18nReady, pageReady, stylesReady]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
