import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeConfig } from '@/config/theme-config';
import { isTourDone, markTourDone, onTourReplay } from './tour-state';

const STEPS = ['customizer', 'search', 'bookmarks', 'language'] as const;

interface Box {
  top: number;
  left: number;
}

function place(target: Element | null): Box {
  const card = 300;
  if (!target) return { top: 96, left: Math.max(16, (window.innerWidth - card) / 2) };
  const r = target.getBoundingClientRect();
  const left = Math.min(
    Math.max(16, r.left + r.width / 2 - card / 2),
    window.innerWidth - card - 16,
  );
  const below = r.bottom + 12;
  const top = below + 180 > window.innerHeight ? Math.max(16, r.top - 192) : below;
  return { top, left };
}

/** A short first-visit tour of the shell: customizer, search, bookmarks, language. */
export default function ShellTour() {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState<number | null>(() =>
    themeConfig.disableThemeTour || isTourDone() ? null : 0,
  );
  const [box, setBox] = useState<Box>({ top: 96, left: 16 });
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => onTourReplay(() => setStep(0)), []);

  const name = step === null ? null : STEPS[step];
  useLayoutEffect(() => {
    if (!name) return;
    const update = () => setBox(place(document.querySelector(`[data-tour="${name}"]`)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [name]);

  useEffect(() => {
    if (name) card.current?.focus();
  }, [name]);

  const finish = useCallback(() => {
    markTourDone();
    setStep(null);
  }, []);

  if (step === null || !name) return null;
  const last = step === STEPS.length - 1;
  return (
    <div
      ref={card}
      className="tour-card card shadow-lg"
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-body"
      tabIndex={-1}
      style={{ top: box.top, left: box.left }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') finish();
      }}
      data-testid="shell-tour"
    >
      <div className="card-body">
        <p className="small text-body-secondary mb-1">
          {t('tour.step', { current: step + 1, total: STEPS.length })}
        </p>
        <h2 id="tour-title" className="h6">
          {t(`tour.${name}.title`)}
        </h2>
        <p id="tour-body" className="mb-3">
          {t(`tour.${name}.body`)}
        </p>
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-sm btn-link me-auto" onClick={finish}>
            {t('tour.skip')}
          </button>
          {step > 0 ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setStep(step - 1)}
            >
              {t('tour.back')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => (last ? finish() : setStep(step + 1))}
          >
            {last ? t('tour.done') : t('tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
