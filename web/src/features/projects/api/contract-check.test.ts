import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { boundaries, meta } from '../testing/fixtures';
import {
  checkAnswer,
  resetChecks,
  warmUpChecks,
  type CheckReply,
  type CheckRequest,
} from './contract-check';
import { loadContract } from './parse';

/** A stand-in for the contract worker: records requests; the test answers or crashes it. */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  requests: CheckRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.created.push(this);
  }
  postMessage(request: CheckRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: CheckReply) {
    this.dispatchEvent(new MessageEvent('message', { data: reply }));
  }
  crash() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contract checks', () => {
  beforeAll(async () => {
    await loadContract();
  }, 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.created = [];
    resetChecks();
  });

  describe('in the page (no Worker)', () => {
    it('passes a good answer and names the first wrong field of a bad one', async () => {
      expect(typeof Worker).toBe('undefined');
      await expect(checkAnswer('meta', { body: meta })).resolves.toEqual({ ok: true });
      const bad = { ...meta, county: { ...meta.county, name: 42 } };
      const result = await checkAnswer('meta', { body: bad });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/^county\.name: /);
    });

    it('checks JSON text, and says when it is not JSON', async () => {
      await expect(
        checkAnswer('boundaries', { text: JSON.stringify(boundaries) }),
      ).resolves.toEqual({ ok: true });
      await expect(checkAnswer('boundaries', { text: '{"type":' })).resolves.toEqual({
        ok: false,
        message: 'invalid JSON',
        notJson: true,
      });
    });
  });

  describe('with a worker', () => {
    it('sends the answer to one module worker, started early, and returns its verdict', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      resetChecks();
      warmUpChecks();
      expect(FakeWorker.created).toHaveLength(1);
      const worker = FakeWorker.created[0]!;
      expect(worker.options.type).toBe('module');
      expect(worker.url.pathname).toMatch(/contract-worker/);

      const good = checkAnswer('meta', { body: meta });
      const bad = checkAnswer('summary', { text: '{}' });
      expect(worker.requests.map((r) => [r.kind, r.text])).toEqual([
        ['meta', undefined],
        ['summary', '{}'],
      ]);
      const [first, second] = worker.requests;
      worker.reply({ id: second!.id, ok: false, message: 'totals: Required' });
      worker.reply({ id: first!.id, ok: true });
      await expect(good).resolves.toEqual({ ok: true });
      await expect(bad).resolves.toEqual({ ok: false, message: 'totals: Required' });
      expect(FakeWorker.created).toHaveLength(1);
    });

    it('rejects when the worker could not load the contract', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      resetChecks();
      const check = checkAnswer('meta', { body: meta });
      const worker = FakeWorker.created[0]!;
      worker.reply({
        id: worker.requests[0]!.id,
        ok: false,
        failed: true,
        message: 'chunk failed',
      });
      await expect(check).rejects.toThrow('chunk failed');
    });

    it('checks in the page once the worker has crashed, the waiting answers too', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      resetChecks();
      const waiting = checkAnswer('meta', { body: meta });
      const worker = FakeWorker.created[0]!;
      worker.crash();
      await expect(waiting).resolves.toEqual({ ok: true });
      expect(worker.terminated).toBe(true);
      await tick();
      await expect(checkAnswer('meta', { body: { nope: true } })).resolves.toMatchObject({
        ok: false,
      });
      expect(FakeWorker.created).toHaveLength(1);
    });
  });
});
