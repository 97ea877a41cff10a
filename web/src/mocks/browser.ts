import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers';

let worker: SetupWorker | undefined;
let starting: Promise<void> | undefined;

/** Address of the worker script, under the app's base path. */
export function mockServiceWorkerUrl(): string {
  return `${import.meta.env.BASE_URL}mockServiceWorker.js`;
}

/**
 * Starts the in-browser mock service for the sample apps (spec §7). Calling it again returns
 * the same start. Every request it does not mock (such as /api/v1) goes to the network.
 * Throws an Error when the browser offers no service workers (for example on plain http
 * outside localhost, or in a private window that blocks them).
 */
export async function startMockService(): Promise<void> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !navigator.serviceWorker
  ) {
    throw new Error(
      'The sample data service cannot start: this browser does not offer service workers ' +
        '(they need https or localhost and may be blocked in private windows).',
    );
  }
  starting ??= (async () => {
    worker ??= setupWorker(...handlers);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: mockServiceWorkerUrl() },
    });
  })().catch((error: unknown) => {
    starting = undefined;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The sample data service failed to start: ${reason}`, { cause: error });
  });
  return starting;
}

/** Stops the mock service (the next start registers it again). */
export function stopMockService(): void {
  worker?.stop();
  starting = undefined;
}
