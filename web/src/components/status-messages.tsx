import { CircleAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SkeletonTable } from './skeletons';
import './status-messages.scss';

/**
 * A failed load: what failed (`title`), the reason when known and a retry button. The page
 * passes its own wording; the button says "Try again" unless told otherwise.
 */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
  compact = false,
}: {
  title: string;
  message?: string;
  retryLabel?: string;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`dash-state text-center ${compact ? 'py-2' : 'py-4'}`} role="alert">
      <CircleAlert aria-hidden="true" className="text-danger mb-2" size={compact ? 20 : 28} />
      <p className="mb-1 fw-semibold">{title}</p>
      {message ? <p className="small text-body-secondary mb-2 text-break">{message}</p> : null}
      {onRetry ? (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry}>
          {retryLabel ?? t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show (e.g. nothing matches the filters), with an optional action such as a reset. */
export function EmptyState({
  message,
  actionLabel,
  onAction,
  compact = false,
}: {
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  compact?: boolean;
}) {
  return (
    <div className={`dash-state text-center ${compact ? 'py-2' : 'py-4'}`}>
      <SearchX aria-hidden="true" className="text-body-secondary mb-2" size={compact ? 20 : 28} />
      <p className="mb-2">{message}</p>
      {onAction && actionLabel ? (
        <button type="button" className="btn btn-sm btn-primary" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </div>
  );
}

/** A refused change, already put back: a red line above the content until it is dismissed. */
export function FailureAlert({
  message,
  dismissLabel,
  onDismiss,
  className,
}: {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** Spacing and corners for where it stands. */
  className?: string;
}) {
  return (
    <div
      className={`alert alert-danger alert-dismissible mb-0 py-2 small${className ? ` ${className}` : ''}`}
      role="alert"
    >
      {message}
      <button
        type="button"
        className="btn-close py-2"
        aria-label={dismissLabel}
        onClick={onDismiss}
      />
    </div>
  );
}

/** A list's table while it loads: said as "Loading" to screen readers, shaped like the rows. */
export function LoadingState({ rows, cols }: { rows: number; cols: number }) {
  const { t } = useTranslation();
  return (
    <div className="p-3" role="status">
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      <SkeletonTable rows={rows} cols={cols} />
    </div>
  );
}
