import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMockService } from '@/hooks/use-mock-service';
import { SpinnerScreen } from './spinner-screen';

/**
 * Renders its children once the in-browser mock service runs: a spinner while it starts, and
 * an explanation instead of an endless spinner when this browser cannot run it.
 */
export function MockServiceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const state = useMockService();

  if (state.status === 'ready') return <>{children}</>;

  if (state.status === 'error') {
    return (
      <div className="alert alert-danger" role="alert" data-testid="mock-service-error">
        <p className="fw-semibold mb-1">{t('mockService.failed')}</p>
        <p className="mb-0">{t('mockService.failedHint')}</p>
      </div>
    );
  }

  return (
    <div data-testid="mock-service-loading">
      <SpinnerScreen inline />
      <p className="text-center text-body-secondary" aria-hidden="true">
        {t('mockService.starting')}
      </p>
    </div>
  );
}
