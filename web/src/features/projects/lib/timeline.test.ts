import { describe, expect, it } from 'vitest';
import { timelineShare } from './timeline';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('timelineShare', () => {
  it('is the share of the planned time gone by on the day', () => {
    expect(timelineShare(d('2024-01-01'), d('2024-01-11'), d('2024-01-06'))).toBeCloseTo(0.5);
    expect(timelineShare(d('2024-01-01'), d('2024-01-11'), d('2024-01-01'))).toBe(0);
  });

  it('goes past 1 after the planned end and never below 0 before the start', () => {
    expect(timelineShare(d('2024-01-01'), d('2024-01-11'), d('2024-01-21'))).toBeCloseTo(2);
    expect(timelineShare(d('2024-01-01'), d('2024-01-11'), d('2023-12-01'))).toBe(0);
  });

  it('is null without a plan or with an empty one', () => {
    expect(timelineShare(null, d('2024-01-11'), d('2024-01-06'))).toBeNull();
    expect(timelineShare(d('2024-01-11'), d('2024-01-11'), d('2024-01-06'))).toBeNull();
    expect(timelineShare(d('2024-01-11'), d('2024-01-01'), d('2024-01-06'))).toBeNull();
  });
});
