/**
 * The in-browser mock service answers the sample apps' calls. It weighs more than the whole
 * shell, so it is started on demand: `main.tsx` registers the starter, and the first call that
 * needs the mock waits for `ensureMockService()`.
 */
type Starter = () => Promise<void>;

let starter: Starter | null = null;
let started: Promise<void> | null = null;

export function registerMockService(start: Starter): void {
  starter = start;
}

export function ensureMockService(): Promise<void> {
  if (!started) {
    started = starter
      ? starter()
      : Promise.reject(new Error('The mock service is not available in this build.'));
    started.catch(() => {
      /* surfaced to callers; keep the rejection from being reported as unhandled */
    });
  }
  return started;
}

/** For tests: forget the started worker. */
export function resetMockService(): void {
  started = null;
}
