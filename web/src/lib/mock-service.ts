/**
 * The in-browser mock service answers the sample apps' calls. It weighs more than the whole
 * shell, so it is started on demand: `main.tsx` registers the starter, and the first call that
 * needs the mock waits for `ensureMockService()`.
 */
type Starter = () => Promise<void>;

let starter: Starter | null = null;
let stopper: (() => void) | null = null;
let started: Promise<void> | null = null;
/** Whether a start is under way (it starts itself again if the service is forgotten meanwhile). */
let starting = false;
/** How many times the service was forgotten (see `forgetMockService`). */
let forgotten = 0;
let listening = false;

/** `start` runs the service (once until forgotten); `stop` stops a running one. */
export function registerMockService(start: Starter, stop?: () => void): void {
  starter = start;
  stopper = stop ?? null;
  listenForUnload();
}

/**
 * Resolves once the service answers this page's calls. A start during which the page asked to
 * unload is not trusted: the service may have let go of the page in the meantime, so it is started
 * again before the caller goes on (a page that really leaves never sends its call).
 */
export function ensureMockService(): Promise<void> {
  if (!started) {
    started = startUntilKept();
    started.catch(() => {
      /* surfaced to callers; keep the rejection from being reported as unhandled */
    });
  }
  return started;
}

async function startUntilKept(): Promise<void> {
  if (!starter) throw new Error('The mock service is not available in this build.');
  starting = true;
  try {
    for (;;) {
      const before = forgotten;
      await starter();
      if (forgotten === before) return;
    }
  } finally {
    starting = false;
  }
}

/**
 * Stops the service and forgets it: the next call that needs it starts it again, which
 * introduces the page to the worker anew. A start under way starts again once it is done.
 */
export function forgetMockService(): void {
  forgotten += 1;
  if (!starting) started = null;
  stopper?.();
}

/**
 * The service (msw) tells its worker this page is gone as soon as the page asks to unload, and the
 * worker answers none of its calls any more (it unregisters itself if no other tab uses it). The
 * visitor may still stay (a form with unsaved changes asks first), and a call may still leave
 * before the page goes: so the service is forgotten then, and such a call waits for a new start
 * instead of going unanswered to the network.
 */
function listenForUnload(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeunload', forgetMockService);
}

/** For tests: forget the started worker. */
export function resetMockService(): void {
  started = null;
  starting = false;
}
