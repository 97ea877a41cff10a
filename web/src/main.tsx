import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerMockService } from '@/lib/mock-service';
import { i18nReady } from '@/i18n';
import { App } from '@/app/app';
import '@/styles/app.scss';

registerMockService(() => import('./mocks/browser').then((m) => m.startMockService()));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
