import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { ErrorState } from '@/components/status-messages';
import { WidgetErrorBoundary } from './widget-error-boundary';
import './widget.scss';

export interface WidgetQuery {
  isLoading: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface WidgetProps {
  title: string;
  /** Heading of the error message shown when the query or the drawing fails. */
  errorTitle: string;
  /** Short line under the title. */
  subtitle?: ReactNode;
  /** Buttons drawn at the end of the header. */
  actions?: ReactNode;
  /** A small link beside the title (to what the title's term means). */
  titleHelp?: ReactNode;
  /** The query the widget shows: loading → skeleton, error → message and retry. */
  query: WidgetQuery;
  /** True when there is data to draw (loaded once). */
  hasData: boolean;
  skeleton: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  testId?: string;
}

/** A card with its own skeleton, error state and error boundary with retry (a dashboard tile). */
export function Widget({
  title,
  errorTitle,
  subtitle,
  actions,
  titleHelp,
  query,
  hasData,
  skeleton,
  children,
  className = '',
  bodyClassName = '',
  testId,
}: WidgetProps) {
  const id = useId();
  const { t } = useTranslation();
  const retry = () => {
    void query.refetch();
  };
  let body: ReactNode;
  if (query.error && !query.isFetching) {
    body = (
      <ErrorState title={errorTitle} message={queryErrorMessage(query.error)} onRetry={retry} />
    );
  } else if (!hasData) {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('loading')}</span>
        {skeleton}
      </div>
    );
  } else {
    body = children;
  }
  return (
    <section
      className={`card dash-widget h-100 ${className}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="card-header dash-widget-header">
        <div className="min-w-0">
          {titleHelp ? (
            <div className="dash-widget-title">
              <h2 id={id} className="h6 mb-0">
                {title}
              </h2>
              {titleHelp}
            </div>
          ) : (
            <h2 id={id} className="h6 mb-0">
              {title}
            </h2>
          )}
          {subtitle ? <p className="small text-body-secondary mb-0">{subtitle}</p> : null}
        </div>
        {actions ? <div className="dash-widget-actions">{actions}</div> : null}
      </div>
      <div
        className={`card-body ${bodyClassName} ${hasData && query.isFetching ? 'is-refreshing' : ''}`}
        aria-busy={query.isFetching || !hasData ? true : undefined}
        data-testid="widget-body"
      >
        <WidgetErrorBoundary
          onRetry={retry}
          fallback={(error, again) => (
            <ErrorState title={errorTitle} message={error.message} onRetry={again} />
          )}
        >
          {body}
        </WidgetErrorBoundary>
      </div>
    </section>
  );
}
