/**
 * Checks an API answer against the contract, in a worker where the browser has them (so zod and
 * its work stay off the page's main thread) and in the page otherwise. The answer itself stays
 * where it is: only the verdict comes back, since the response schemas neither transform nor
 * add defaults (what passes is exactly what arrived).
 */
import { parseResponse, preloadContract, type ResponseKind } from './parse';

/** `notJson`: the answer was not JSON at all. */
export type CheckResult = { ok: true } | { ok: false; message: string; notJson?: true };

export interface CheckRequest {
  id: number;
  kind: ResponseKind;
  /** A parsed answer... */
  body?: unknown;
  /** ...or its JSON text (large answers kept as text). */
  text?: string;
}

/** `failed`: the check could not run (the contract did not load), as opposed to a bad answer. */
export type CheckReply = { id: number } & (
  CheckResult | { ok: false; failed: true; message: string }
);

/** Checks `body` (JSON text when `isText`) where it is; used by the worker and as the fallback. */
export async function checkResponse(
  kind: ResponseKind,
  body: unknown,
  isText = false,
): Promise<CheckResult> {
  let value = body;
  if (isText) {
    try {
      value = JSON.parse(String(body));
    } catch {
      return { ok: false, message: 'invalid JSON', notJson: true };
    }
  }
  const parsed = await parseResponse(kind, value);
  return parsed.ok ? { ok: true } : { ok: false, message: parsed.message };
}

type Pending = {
  resolve: (r: CheckResult) => void;
  reject: (e: Error) => void;
  request: CheckRequest;
};

let worker: Worker | null = null;
/** The worker could not be used (no Worker, blocked, or it crashed): check in the page. */
let inPage = typeof Worker === 'undefined';
let nextId = 1;
const pending = new Map<number, Pending>();

function checkInPage(request: CheckRequest): Promise<CheckResult> {
  return request.text !== undefined
    ? checkResponse(request.kind, request.text, true)
    : checkResponse(request.kind, request.body);
}

function giveUpOnWorker(): void {
  inPage = true;
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const p of waiting) checkInPage(p.request).then(p.resolve, p.reject);
}

function startWorker(): Worker | null {
  if (inPage) return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./contract-worker.ts', import.meta.url), {
      type: 'module',
      name: 'contract-check',
    });
  } catch {
    inPage = true;
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<CheckReply>) => {
    const reply = event.data;
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if ('failed' in reply) p.reject(new Error(reply.message));
    else {
      const { id: _id, ...result } = reply;
      p.resolve(result);
    }
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    giveUpOnWorker();
  });
  return worker;
}

/** Starts the checker early, so the schemas are built while the first answer downloads. */
export function warmUpChecks(): void {
  // In the page: load the contract now (errors surface on the first check).
  if (!startWorker()) preloadContract();
}

/** Checks an answer (parsed `body`, or JSON `text`) against the contract. */
export function checkAnswer(
  kind: ResponseKind,
  answer: { body: unknown } | { text: string },
): Promise<CheckResult> {
  const request: CheckRequest = { id: nextId++, kind, ...answer };
  const w = startWorker();
  if (!w) return checkInPage(request);
  return new Promise<CheckResult>((resolve, reject) => {
    pending.set(request.id, { resolve, reject, request });
    try {
      w.postMessage(request);
    } catch {
      // An answer that cannot be cloned is checked here.
      pending.delete(request.id);
      checkInPage(request).then(resolve, reject);
    }
  });
}

/** For tests: forget the worker and whether it failed. */
export function resetChecks(): void {
  worker?.terminate();
  worker = null;
  inPage = typeof Worker === 'undefined';
  pending.clear();
}
