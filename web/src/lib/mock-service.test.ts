import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensureMockService,
  forgetMockService,
  registerMockService,
  resetMockService,
} from './mock-service';

describe('ensureMockService', () => {
  afterEach(() => resetMockService());

  it('starts the service once for every caller', async () => {
    const start = vi.fn(() => Promise.resolve());
    registerMockService(start);
    await Promise.all([ensureMockService(), ensureMockService()]);
    await ensureMockService();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it again after the page asked to unload, as the visitor may have stayed', async () => {
    const start = vi.fn(() => Promise.resolve());
    const stop = vi.fn();
    registerMockService(start, stop);
    await ensureMockService();
    window.dispatchEvent(new Event('beforeunload'));
    expect(stop).toHaveBeenCalledTimes(1);
    await ensureMockService();
    expect(start).toHaveBeenCalledTimes(2);
    await ensureMockService();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts again before callers go on when the page asked to unload during a start', async () => {
    const finishes: (() => void)[] = [];
    const start = vi.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
    const stop = vi.fn();
    registerMockService(start, stop);
    let ready = false;
    void ensureMockService().then(() => (ready = true));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('beforeunload'));
    expect(stop).toHaveBeenCalledTimes(1);
    finishes[0]?.();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(ready).toBe(false);
    finishes[1]?.();
    await vi.waitFor(() => expect(ready).toBe(true));
    // The one start under way answered every caller: no third start.
    await ensureMockService();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a forgotten service starts again on the next call', async () => {
    const start = vi.fn(() => Promise.resolve());
    registerMockService(start);
    await ensureMockService();
    forgetMockService();
    await ensureMockService();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed start as its answer, for callers to explain', async () => {
    const start = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('no workers'))
      .mockResolvedValue(undefined);
    registerMockService(start);
    await expect(ensureMockService()).rejects.toThrow('no workers');
    await expect(ensureMockService()).rejects.toThrow('no workers');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
