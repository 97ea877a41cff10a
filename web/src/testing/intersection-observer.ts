import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one that reports nothing until the test calls
 * `bringAllNear()`, which tells every observer that everything it watches is near the screen.
 */
export function stubIntersectionObserver(): { bringAllNear: () => void } {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FarAway {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FarAway);
  return {
    bringAllNear: () => {
      for (const o of observers) {
        const entries = o.targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        o.callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
