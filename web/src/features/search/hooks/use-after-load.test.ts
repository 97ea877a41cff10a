import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterLoad, useAfterLoad } from './use-after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAfterLoad();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Back to the document's own getter.
  Reflect.deleteProperty(document, 'readyState');
});

describe('useAfterLoad', () => {
  it('waits for an idle moment after the page has loaded', () => {
    setReadyState('complete');
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(true);
  });

  it('waits for the load event while the page is still loading', () => {
    setReadyState('loading');
    const { result } = renderHook(() => useAfterLoad());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(true);
  });

  it('uses requestIdleCallback when the browser has it', () => {
    setReadyState('complete');
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result } = renderHook(() => useAfterLoad());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('does not wait forever for a load event that never comes', () => {
    setReadyState('loading');
    const { result } = renderHook(() => useAfterLoad());
    act(() => vi.advanceTimersByTime(10_000 + 250));
    expect(result.current).toBe(true);
  });

  it('is ready at once once it has passed', () => {
    setReadyState('complete');
    const first = renderHook(() => useAfterLoad());
    act(() => vi.advanceTimersByTime(250));
    expect(first.result.current).toBe(true);
    const second = renderHook(() => useAfterLoad());
    expect(second.result.current).toBe(true);
  });
});
