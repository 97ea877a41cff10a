import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ show = true, orWhenIdle = false }: { show?: boolean; orWhenIdle?: boolean }) {
  const [ref, near] = useNearViewport({ margin: '100px', orWhenIdle });
  return show ? <div ref={ref}>{near ? 'near' : 'far'}</div> : <p>not yet</p>;
}

class QuietObserver {
  observe() {}
  disconnect() {}
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when the element comes near, with the given margin, and stops observing', () => {
    const observers: {
      callback: Callback;
      options: IntersectionObserverInit | undefined;
      disconnect: () => void;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    // The element may appear later (a widget showing its skeleton first).
    const { rerender } = render(<Probe show={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const observer = observers[0];
    expect(observer?.options?.rootMargin).toBe('100px');
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('with orWhenIdle turns true once the loaded page is idle, without being scrolled to', () => {
    vi.stubGlobal('IntersectionObserver', QuietObserver);
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Probe orWhenIdle />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(document.readyState).toBe('complete');
    act(() => idle?.());
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('without orWhenIdle waits for the viewport only', () => {
    vi.stubGlobal('IntersectionObserver', QuietObserver);
    const requestIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(requestIdle).not.toHaveBeenCalled();
  });
});
