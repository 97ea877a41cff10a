import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle, inIdleTurn } from './idle';

describe('afterLoadAndIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs in an idle period once the page has loaded, and can be cancelled', () => {
    const callbacks: (() => void)[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: IdleRequestOptions) => {
      expect(options.timeout).toBe(2000);
      callbacks.push(cb);
      return callbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = afterLoadAndIdle(run, 2000);
    expect(run).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    afterLoadAndIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives each queued turn an idle period of its own, in order, and skips cancelled ones', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const ran: string[] = [];
    inIdleTurn(() => ran.push('a'));
    const cancelB = inIdleTurn(() => ran.push('b'));
    inIdleTurn(() => ran.push('c'));
    cancelB();
    expect(ran).toEqual([]);
    callbacks.shift()?.();
    expect(ran).toEqual(['a']);
    callbacks.shift()?.();
    expect(ran).toEqual(['a', 'c']);
    callbacks.shift()?.();
    expect(callbacks).toHaveLength(0);
    // A later turn starts the queue again.
    inIdleTurn(() => ran.push('d'));
    callbacks.shift()?.();
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
