import { vi } from 'vitest';

/**
 * Replaces Intl.NumberFormat with one that records the locale of every formatter built (and
 * builds the real one). Undo with vi.unstubAllGlobals().
 */
export function recordNumberFormats(): string[] {
  const made: string[] = [];
  const Real = Intl.NumberFormat;
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: function (locale: string) {
      made.push(locale);
      return new Real(locale);
    },
  });
  return made;
}

/**
 * Replaces Worker with one that records what each worker is sent and answers as the Intl warm-up
 * worker does ('ready'), or fails to start when `fail` is set. Undo with vi.unstubAllGlobals().
 */
export function stubWorkers({ fail = false } = {}): { sent: unknown[]; terminated: () => number } {
  const sent: unknown[] = [];
  let terminated = 0;
  class FakeWorker extends EventTarget {
    postMessage(message: unknown) {
      sent.push(message);
      queueMicrotask(() =>
        this.dispatchEvent(
          fail
            ? new Event('error', { cancelable: true })
            : new MessageEvent('message', { data: 'ready' }),
        ),
      );
    }
    terminate() {
      terminated += 1;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { sent, terminated: () => terminated };
}
