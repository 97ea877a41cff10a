import { describe, expect, it } from 'vitest';
import {
  draftFromEvent,
  draftFromRange,
  eventFromDraft,
  validateEventDraft,
  wireRange,
  withAllDay,
} from './event-rules';

describe('event rules', () => {
  it('shows an all-day end as the last day and sends it back exclusive', () => {
    const draft = draftFromEvent({
      title: 'Training',
      label: 'business',
      allDay: true,
      start: '2026-11-06',
      end: '2026-11-08',
    });
    expect(draft).toMatchObject({ start: '2026-11-06', end: '2026-11-07' });
    expect(eventFromDraft(draft)).toMatchObject({
      start: '2026-11-06',
      end: '2026-11-08',
      allDay: true,
    });
  });

  it('keeps timed events in local time', () => {
    const start = new Date(2026, 10, 3, 9, 0);
    const end = new Date(2026, 10, 3, 11, 30);
    const draft = draftFromRange(start, end, false);
    expect(draft).toMatchObject({
      start: '2026-11-03T09:00',
      end: '2026-11-03T11:30',
      allDay: false,
    });
    expect(eventFromDraft({ ...draft, title: 'x' })).toMatchObject({
      start: start.toISOString(),
      end: end.toISOString(),
    });
  });

  it('gives a dropped event without an end a day or an hour', () => {
    const start = new Date(2026, 10, 3, 9, 0);
    expect(wireRange(start, null, true)).toEqual({ start: '2026-11-03', end: '2026-11-04' });
    expect(wireRange(start, null, false).end).toBe(new Date(2026, 10, 3, 10, 0).toISOString());
  });

  it('switches all-day on and off', () => {
    const day = draftFromRange(new Date(2026, 10, 3), null, true);
    const timed = withAllDay(day, false);
    expect(timed).toMatchObject({ start: '2026-11-03T09:00', end: '2026-11-03T10:00' });
    expect(withAllDay(timed, true)).toMatchObject({ start: '2026-11-03', end: '2026-11-03' });
  });

  it('validates title and dates', () => {
    const draft = draftFromRange(new Date(2026, 10, 3), null, true);
    expect(validateEventDraft(draft)).toEqual({ title: 'form.errors.titleRequired' });
    expect(validateEventDraft({ ...draft, title: 'ok', end: '2026-11-02' })).toEqual({
      end: 'form.errors.endBeforeStart',
    });
    expect(validateEventDraft({ ...draft, title: 'ok', start: '' })).toEqual({
      start: 'form.errors.startInvalid',
    });
    expect(validateEventDraft({ ...draft, title: 'ok' })).toEqual({});
  });
});
