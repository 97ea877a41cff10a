import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction, useFirstInteraction } from './use-first-interaction';

describe('useFirstInteraction', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetFirstInteraction();
  });

  it('is ready at once without a fallback delay', () => {
    const { result } = renderHook(() => useFirstInteraction(0));
    expect(result.current).toBe(true);
  });

  it('turns true after the fallback delay when nobody interacts', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFirstInteraction(8000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(7999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('stays true for later users once the visitor has interacted', () => {
    const first = renderHook(() => useFirstInteraction(60_000));
    expect(first.result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(first.result.current).toBe(true);
    const second = renderHook(() => useFirstInteraction(60_000));
    expect(second.result.current).toBe(true);
  });

  it('does not count focus moved by the page itself (the tour focusing its card)', () => {
    const { result } = renderHook(() => useFirstInteraction(60_000));
    const card = document.createElement('div');
    card.tabIndex = -1;
    document.body.append(card);
    act(() => card.focus());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(result.current).toBe(true);
    card.remove();
  });
});
