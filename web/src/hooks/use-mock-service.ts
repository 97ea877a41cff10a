import { useEffect, useState } from 'react';
import { ensureMockService } from '@/lib/mock-service';

export type MockServiceState =
  | { status: 'loading'; error?: undefined }
  | { status: 'ready'; error?: undefined }
  | { status: 'error'; error: Error };

/** Outcomes of settled starts, keyed by the start's promise (a reset makes a new one). */
const settled = new WeakMap<Promise<void>, MockServiceState>();

function track(start: Promise<void>): Promise<MockServiceState> {
  return start.then(
    () => {
      const state: MockServiceState = { status: 'ready' };
      settled.set(start, state);
      return state;
    },
    (reason: unknown) => {
      const error = reason instanceof Error ? reason : new Error(String(reason));
      const state: MockServiceState = { status: 'error', error };
      settled.set(start, state);
      return state;
    },
  );
}

/**
 * Starts the in-browser mock service (once per page) and reports whether it runs.
 * A service that already started reports `ready` on the first render, without a loading flash.
 */
export function useMockService(): MockServiceState {
  const [state, setState] = useState<MockServiceState>(
    () => settled.get(ensureMockService()) ?? { status: 'loading' },
  );

  useEffect(() => {
    let live = true;
    const start = ensureMockService();
    const known = settled.get(start);
    if (known) {
      setState((current) => (current.status === known.status ? current : known));
      return;
    }
    void track(start).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  return state;
}
