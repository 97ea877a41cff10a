function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest `timeout` ms after
 * load). For work a visitor does not need for the first screen. Returns a cancel function.
 */
export function afterLoadAndIdle(run: () => void, timeout = 3000): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle = whenIdle(run, timeout);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}

const turns: (() => void)[] = [];
let pumping = false;

function pump(): void {
  const next = turns.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  // The next one waits for another idle period, so each piece of work is its own short task.
  whenIdle(pump, 1000);
}

/**
 * Like afterLoadAndIdle, but in a queue: each `run` gets an idle period of its own, one after
 * the other, so several deferred parts of a page (widgets, say) do not all build in one long
 * task. Returns a cancel function that takes `run` out of the queue.
 */
export function inIdleTurn(run: () => void): () => void {
  turns.push(run);
  if (!pumping) {
    pumping = true;
    afterLoadAndIdle(pump);
  }
  return () => {
    const i = turns.indexOf(run);
    if (i >= 0) turns.splice(i, 1);
  };
}
