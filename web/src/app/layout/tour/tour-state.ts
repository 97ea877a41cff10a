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

/** Asks the mounted tour to start again. */
export function replayTour(): void {
  listeners.forEach((l) => l());
}

export function onTourReplay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
