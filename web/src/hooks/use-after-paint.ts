import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted that render: for work a page can
 * start after its frame is on the screen (a heavy library's code, say).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
