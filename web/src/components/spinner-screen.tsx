import { useTranslation } from 'react-i18next';

/** The screen shown while the app loads lazily: the logo above three animated bars. */
export function SpinnerScreen({ inline = false }: { inline?: boolean }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const label = ready ? t('loading') : 'Loading…';
  return (
    <div
      className={inline ? 'spinner-screen spinner-screen-inline' : 'spinner-screen'}
      role="status"
      aria-live="polite"
      data-testid="spinner-screen"
    >
      <img
        src="/logo.svg"
        alt=""
        width={50}
        height={50}
        className="spinner-logo"
        data-testid="spinner-logo"
      />
      <div className="loading-bars" aria-hidden="true">
        <span data-testid="loading-bar" />
        <span data-testid="loading-bar" />
        <span data-testid="loading-bar" />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
