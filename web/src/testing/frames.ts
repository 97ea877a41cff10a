import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces requestAnimationFrame with frames that run when the test calls `paint()`, as a browser
 * paints when it is ready. `paint()` runs the waiting frame callbacks and then the tasks they
 * queued (what runs after the paint), inside act. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFrames(): { paint: () => Promise<void> } {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return {
    paint: () =>
      act(async () => {
        for (const run of frames.splice(0)) run(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}
