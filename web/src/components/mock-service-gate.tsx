import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { useMockService } from '@/hooks/use-mock-service';
import { SpinnerScreen } from './spinner-screen';

/** Why the sample data cannot come: this browser cannot run the in-browser mock service. */
function MockServiceError() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert" data-testid="mock-service-error">
      <p className="fw-semibold mb-1">{t('mockService.failed')}</p>
      <p className="mb-0">{t('mockService.failedHint')}</p>
    </div>
  );
}

/**
 * Renders its children once the in-browser mock service runs: a spinner while it starts, and
 * an explanation instead of an endless spinner when this browser cannot run it.
 */
export function MockServiceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const state = useMockService();

  if (state.status === 'ready') return <>{children}</>;
  if (state.status === 'error') return <MockServiceError />;

  return (
    <div data-testid="mock-service-loading">
      <SpinnerScreen inline />
      <p className="text-center text-body-secondary" aria-hidden="true">
        {t('mockService.starting')}
      </p>
    </div>
  );
}

function MockServiceFailure() {
  return useMockService().status === 'error' ? <MockServiceError /> : null;
}

/**
 * For a page drawn before the service runs (a form whose calls wait for the service themselves):
 * nothing while it starts or runs, the explanation when this browser cannot run it. Nothing
 * moves when the service is up, as it would when a gate's spinner made way for the page. The
 * service is started once the page is on the screen, so its code never delays the page's paint.
 */
export function MockServiceProblem() {
  return useAfterPaint() ? <MockServiceFailure /> : null;
}
