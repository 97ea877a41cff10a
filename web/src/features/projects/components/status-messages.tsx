import { CircleAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A failed load, with the reason when known and a retry button. */
export function ErrorState({
  message,
  onRetry,
  compact = false,
}: {
  message?: string;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className={`dash-state text-center ${compact ? 'py-2' : 'py-4'}`} role="alert">
      <CircleAlert aria-hidden="true" className="text-danger mb-2" size={compact ? 20 : 28} />
      <p className="mb-1 fw-semibold">{t('error.title')}</p>
      {message ? <p className="small text-body-secondary mb-2 text-break">{message}</p> : null}
      {onRetry ? (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry}>
          {t('error.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing matches the filters: offers to reset them. */
export function EmptyState({
  onReset,
  compact = false,
}: {
  onReset?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className={`dash-state text-center ${compact ? 'py-2' : 'py-4'}`}>
      <SearchX aria-hidden="true" className="text-body-secondary mb-2" size={compact ? 20 : 28} />
      <p className="mb-2">{t('empty.title')}</p>
      {onReset ? (
        <button type="button" className="btn btn-sm btn-primary" onClick={onReset}>
          {t('filters.reset')}
        </button>
      ) : null}
    </div>
  );
}
