/// <reference lib="webworker" />
/**
 * Checks API answers against the contract off the page's main thread: building the zod schemas
 * and walking a large answer cost a slow phone tens of milliseconds it needs for the page.
 * See contract-check.ts for the other side.
 */
import { checkResponse, type CheckRequest, type CheckReply } from './contract-check';
import { loadContract } from './parse';

declare const self: DedicatedWorkerGlobalScope;

// Start building the schemas while the first answer is still on its way.
loadContract().catch(() => {
  /* reported by the first check that needs it */
});

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const { id, kind, body, text } = event.data;
  void checkResponse(kind, text !== undefined ? text : body, text !== undefined).then(
    (result) => self.postMessage({ id, ...result } satisfies CheckReply),
    (error: unknown) =>
      self.postMessage({
        id,
        ok: false,
        failed: true,
        message: error instanceof Error ? error.message : String(error),
      } satisfies CheckReply),
  );
});
