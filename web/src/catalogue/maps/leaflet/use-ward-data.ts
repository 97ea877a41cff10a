import { useEffect, useState } from 'react';
import type { Boundaries, ProjectsSummary, WardStat } from '@app/common/projects';

export type WardData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; boundaries: Boundaries; stats: readonly WardStat[] };

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The county's ward outlines and each ward's project figures, from the portal's open-data API
 * (GET /api/v1/boundaries?level=ward and /api/v1/projects/summary). `attempt` retries.
 */
export function useWardData(attempt = 0): WardData {
  const [state, setState] = useState<WardData>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(attempt).then(
      (ready) => live && setState(ready),
      (e: unknown) => {
        if (live)
          setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}

type Ready = Extract<WardData, { status: 'ready' }>;
/** One request for every map on the page; a retry (a new attempt) asks again. */
let shared: { attempt: number; answer: Promise<Ready> } | null = null;

function load(attempt: number): Promise<Ready> {
  if (shared?.attempt === attempt) return shared.answer;
  const signal = new AbortController().signal;
  const answer = Promise.all([
    getJson<Boundaries>('/api/v1/boundaries?level=ward', signal),
    getJson<ProjectsSummary>('/api/v1/projects/summary', signal),
  ]).then(([boundaries, summary]): Ready => ({
    status: 'ready',
    boundaries,
    stats: summary.byWard,
  }));
  shared = { attempt, answer };
  answer.catch(() => {
    if (shared?.answer === answer) shared = null;
  });
  return answer;
}
