import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@/i18n';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { stubFrames } from '@/testing/frames';
import { MockServiceGate, MockServiceProblem } from './mock-service-gate';

beforeAll(async () => {
  await i18nReady;
});

afterEach(() => {
  cleanup();
  resetMockService();
  vi.unstubAllGlobals();
});

function renderGate() {
  return render(
    <Suspense fallback={null}>
      <MockServiceGate>
        <p>Sample page</p>
      </MockServiceGate>
    </Suspense>,
  );
}

describe('MockServiceGate', () => {
  it('shows a spinner while the worker starts and the children once it runs', async () => {
    let finish: () => void = () => {};
    registerMockService(() => new Promise<void>((resolve) => (finish = resolve)));

    renderGate();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Sample page')).not.toBeInTheDocument();

    finish();
    expect(await screen.findByText('Sample page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains the failure instead of spinning when the worker cannot start', async () => {
    registerMockService(() => Promise.reject(new Error('no navigator.serviceWorker')));

    renderGate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sample data service could not start in this browser.');
    expect(alert).toHaveTextContent('Sample pages need service workers.');
    expect(screen.queryByText('Sample page')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fails clearly when no starter was registered', async () => {
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not start');
  });
});

describe('MockServiceProblem', () => {
  const renderBeside = () =>
    render(
      <Suspense fallback={null}>
        <MockServiceProblem />
        <p>Sign-in form</p>
      </Suspense>,
    );

  // First: only the page load's first render waits for a paint (module state: one per file).
  it('starts the worker only once the page beside it is painted', async () => {
    const { paint } = stubFrames();
    const start = vi.fn(() => Promise.resolve());
    registerMockService(start);
    renderBeside();
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    await paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the worker starts or runs: the page beside it shows at once', async () => {
    let finish: () => void = () => {};
    registerMockService(() => new Promise<void>((resolve) => (finish = resolve)));
    renderBeside();
    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    finish();
    await Promise.resolve();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains the failure above the page when the worker cannot start', async () => {
    registerMockService(() => Promise.reject(new Error('no navigator.serviceWorker')));
    renderBeside();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not start in this browser');
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
  });
});
