import { Settings, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { themeConfig } from '@/config/theme-config';
import { setCustomizerOpen } from '@/features/layout-settings/layout-slice';
import { SpinnerScreen } from '@/components/spinner-screen';
import { useAppDispatch } from '@/lib/store/hooks';
import { useLayout } from '../use-layout';

const CustomizerPanel = lazy(() => import('./customizer-panel'));

/**
 * The theme customizer (layout, theme, direction, menu and bars): a side panel whose options
 * load when it first opens.
 */
export function Customizer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isCustomizerOpen: open } = useLayout();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (themeConfig.disableCustomizer) return null;

  const close = () => {
    dispatch(setCustomizerOpen(false));
    toggle.current?.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="btn btn-primary customizer-toggle"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-controls="theme-customizer"
        onClick={() => dispatch(setCustomizerOpen(!open))}
        data-testid="customizer-toggle"
        data-tour="customizer"
      >
        <Settings size={18} aria-hidden="true" className="spin-on-hover" />
      </button>
      <div
        id="theme-customizer"
        ref={panel}
        className={`customizer${open ? ' open' : ''}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby="customizer-title"
        tabIndex={-1}
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        data-testid="customizer"
      >
        <div className="customizer-header">
          <div>
            <h2 id="customizer-title" className="h5 mb-1">
              {t('customizer.title')}
            </h2>
            <p className="mb-0 text-body-secondary small">{t('customizer.subtitle')}</p>
          </div>
          <button
            type="button"
            className="btn btn-icon"
            onClick={close}
            aria-label={t('customizer.close')}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {open ? (
          <Suspense fallback={<SpinnerScreen inline />}>
            <CustomizerPanel />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
