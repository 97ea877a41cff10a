/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest `timeout` ms after
 * load). For work a visitor does not need for the first screen. Returns a cancel function.
 */
export function afterLoadAndIdle(run: () => void, timeout = 3000): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, Math.min(timeout, 1000));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
