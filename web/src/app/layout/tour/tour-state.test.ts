import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTourReplay, replayTour } from './tour-state';

describe('replayTour', () => {
  const unsubscribers: (() => void)[] = [];
  afterEach(() => {
    unsubscribers.splice(0).forEach((off) => off());
  });

  it('tells the subscribed tour to start again', () => {
    const listener = vi.fn();
    unsubscribers.push(onTourReplay(listener));
    replayTour();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a replay asked for before the tour subscribed, and delivers it once', () => {
    replayTour();
    const late = vi.fn();
    unsubscribers.push(onTourReplay(late));
    expect(late).toHaveBeenCalledTimes(1);
    unsubscribers.splice(0).forEach((off) => off());
    const again = vi.fn();
    unsubscribers.push(onTourReplay(again));
    expect(again).not.toHaveBeenCalled();
  });
});
