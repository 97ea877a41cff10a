import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollPast } from './use-scroll-past';

function Probe({ threshold }: { threshold: number }) {
  const past = useScrollPast(threshold);
  return <p data-testid="probe">{past ? 'past' : 'above'}</p>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useScrollPast', () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
  });

  it('follows scroll events across the threshold', () => {
    render(<Probe threshold={160} />);
    expect(screen.getByTestId('probe').textContent).toBe('above');
    act(() => {
      scrollTo(200);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('probe').textContent).toBe('past');
    act(() => {
      scrollTo(100);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('probe').textContent).toBe('above');
  });

  it('reads an offset the page opened at once it has painted, not during the render', async () => {
    scrollTo(500);
    render(<Probe threshold={160} />);
    // Straight after the render nothing has been read yet (no forced layout).
    expect(screen.getByTestId('probe').textContent).toBe('above');
    await act(() => wait(60));
    expect(screen.getByTestId('probe').textContent).toBe('past');
  });
});
