import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { themeConfig } from '@/config/theme-config';
import { isTourDone, markTourDone, replayTour } from './tour-state';

/**
 * "New here?": a one-line offer of the tour on the dashboard, in the page's flow (it covers
 * nothing), until the visitor takes the tour or declines it.
 */
export function TourPrompt() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(() => !themeConfig.disableThemeTour && !isTourDone());
  // Only the dashboard asks for the prompt's strings (its route loads them with its page), so
  // no other page waits for them before its first render.
  if (!shown || pathname !== '/') return null;
  return <TourOffer onClose={() => setShown(false)} />;
}

function TourOffer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const close = () => {
    markTourDone();
    onClose();
  };
  return (
    <aside className="tour-prompt" aria-label={t('tour.prompt.label')} data-testid="tour-prompt">
      <p className="mb-0 small">{t('tour.prompt.text')}</p>
      <div className="d-flex gap-2 flex-shrink-0">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => {
            close();
            replayTour();
          }}
        >
          {t('tour.prompt.start')}
        </button>
        <button type="button" className="btn btn-sm btn-link" onClick={close}>
          {t('tour.prompt.dismiss')}
        </button>
      </div>
    </aside>
  );
}
