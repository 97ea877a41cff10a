export const TOUR_STORAGE_KEY = 'shell-tour-done';
const listeners = new Set<() => void>();

export function isTourDone(): boolean {
  try {
    return localStorage.getItem(TOUR_STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}

export function markTourDone(): void {
  try {
    localStorage.setItem(TOUR_STORAGE_KEY, '1');
  } catch {
    /* without storage the tour may show again next visit */
  }
}

/** A replay asked for before the tour's lazy chunk had mounted and subscribed. */
let pendingReplay = false;

/**
 * Asks the tour to start again. The tour is a lazy chunk: when it has not subscribed yet (a
 * click in the first moments after load), the request waits for it instead of being lost.
 */
export function replayTour(): void {
  if (listeners.size === 0) {
    pendingReplay = true;
    return;
  }
  listeners.forEach((l) => l());
}

export function onTourReplay(listener: () => void): () => void {
  listeners.add(listener);
  if (pendingReplay) {
    pendingReplay = false;
    listener();
  }
  return () => listeners.delete(listener);
}
