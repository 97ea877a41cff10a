import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_BREAKPOINT } from '@/config/theme-config';
import { DeferredWidget } from './deferred-widget';

class QuietObserver {
  observe() {}
  disconnect() {}
}

/** A screen of which only `wide` media queries match; idle callbacks run when the test says. */
function stubScreen(wide: boolean): { runIdle: () => void } {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === `(min-width: ${DESKTOP_BREAKPOINT}px)`,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => pending.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    runIdle: () => {
      // Each widget waits for an idle period of its own; give it a few.
      for (let i = 0; i < 5 && pending.length > 0; i++) act(() => pending.shift()?.());
    },
  };
}

describe('DeferredWidget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a wide screen builds an off-screen widget once the page is idle', () => {
    const { runIdle } = stubScreen(true);
    const { container } = render(<DeferredWidget minHeight="10rem">the widget</DeferredWidget>);
    expect(container.querySelector('[data-widget-pending]')).not.toBeNull();
    runIdle();
    expect(screen.getByText('the widget')).toBeInTheDocument();
    expect(container.querySelector('[data-widget-pending]')).toBeNull();
  });

  it('on a phone leaves an off-screen widget unbuilt until it is scrolled near', () => {
    const { runIdle } = stubScreen(false);
    const { container } = render(<DeferredWidget minHeight="10rem">the widget</DeferredWidget>);
    runIdle();
    expect(screen.queryByText('the widget')).toBeNull();
    const placeholder = container.querySelector<HTMLElement>('[data-widget-pending]');
    expect(placeholder?.style.minBlockSize).toBe('10rem');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
  });
});
