/**
 * The tour of the data is opt-in: nothing shows on a first visit but a small prompt on the
 * dashboard, and the tour's code loads only once someone asks for it (the prompt or the user
 * menu). The stored flag means the visitor has taken or declined the tour: the prompt stays away.
 */
export const TOUR_STORAGE_KEY = 'shell-tour-done';
const listeners = new Set<() => void>();
const wantedListeners = new Set<() => void>();
let wanted = false;

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
    /* without storage the prompt may show again next visit */
  }
}

/** A start asked for before the tour's lazy chunk had mounted and subscribed. */
let pendingReplay = false;

/**
 * Starts the tour (again). The tour is a lazy chunk, mounted on the first request: until it has
 * subscribed, the request waits for it instead of being lost.
 */
export function replayTour(): void {
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((l) => l());
  }
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

/** Whether the tour has been asked for in this page's life (for useSyncExternalStore). */
export function isTourWanted(): boolean {
  return wanted;
}

export function onTourWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}
