// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calendarEventResponseSchema,
  calendarEventsResponseSchema,
  type CalendarEvent,
} from '@app/common/apps/calendar';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

async function events(query = '') {
  const response = await getJson(`/api/apps/calendar/events${query}`);
  expect(response.status).toBe(200);
  return calendarEventsResponseSchema.parse(await response.json());
}

const labels = (list: readonly CalendarEvent[]): Set<string> =>
  new Set(list.map((event) => event.label));

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

const NEW_EVENT = {
  title: 'Budget hearing',
  start: '2026-11-10T07:00:00.000Z',
  end: '2026-11-10T09:00:00.000Z',
  label: 'business',
};

describe('GET /api/apps/calendar/events', () => {
  it('answers every event, earliest first', async () => {
    const list = await events();
    expect(list).toHaveLength(db.events.length);
    const starts = list.map((event) => Date.parse(event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('filters by calendars in every spelling', async () => {
    expect(labels(await events('?calendars=business,family'))).toEqual(
      new Set(['business', 'family']),
    );
    expect(labels(await events('?calendars=holiday&calendars=etc'))).toEqual(
      new Set(['holiday', 'etc']),
    );
    expect(labels(await events('?calendars[]=personal'))).toEqual(new Set(['personal']));
    expect(await events('?calendars=')).toEqual([]);
  });

  it('refuses an unknown calendar with 400', async () => {
    const response = await getJson('/api/apps/calendar/events?calendars=work');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/calendars/);
  });
});

describe('POST /api/apps/calendar/add-event', () => {
  it('adds the event with the next id', async () => {
    const response = await postJson('/api/apps/calendar/add-event', { event: NEW_EVENT });
    expect(response.status).toBe(201);
    const { event } = calendarEventResponseSchema.parse(await response.json());
    expect(event).toEqual({ ...NEW_EVENT, id: 13, allDay: false, selectable: true });
    expect(db.events).toContainEqual(event);
  });

  it.each([
    [{ event: { ...NEW_EVENT, title: '' } }, /event\.title/],
    [{ event: { ...NEW_EVENT, label: 'work' } }, /event\.label/],
    [{ event: { ...NEW_EVENT, start: 'tomorrow' } }, /event\.start: must be an ISO 8601 date/],
    [
      { event: { ...NEW_EVENT, end: '2026-11-09T00:00:00.000Z' } },
      /event\.end: must not be before start/,
    ],
    [{ title: 'x' }, /event/],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const response = await postJson('/api/apps/calendar/add-event', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(db.events).toHaveLength(12);
  });
});

describe('POST /api/apps/calendar/update-event', () => {
  it('changes the given fields', async () => {
    const before = db.events.find((event) => event.id === 3);
    const response = await postJson('/api/apps/calendar/update-event', {
      event: { id: 3, title: 'Moved', label: 'etc' },
    });
    expect(response.status).toBe(200);
    const { event } = calendarEventResponseSchema.parse(await response.json());
    expect(event).toEqual({ ...before, title: 'Moved', label: 'etc' });
    expect(db.events.find((item) => item.id === 3)).toEqual(event);
  });

  it('refuses an unknown id, bad fields or an end before the start, changing nothing', async () => {
    const before = structuredClone(db.events);
    expect(
      (await postJson('/api/apps/calendar/update-event', { event: { id: 99, title: 'x' } })).status,
    ).toBe(404);
    expect(
      (await postJson('/api/apps/calendar/update-event', { event: { id: 3, label: 'x' } })).status,
    ).toBe(400);
    const backwards = await postJson('/api/apps/calendar/update-event', {
      event: { id: 3, end: '2000-01-01T00:00:00.000Z' },
    });
    expect(backwards.status).toBe(400);
    expect(await errorOf(backwards)).toMatch(/end: must not be before start/);
    expect(db.events).toEqual(before);
  });
});

describe('POST /api/apps/calendar/remove-event', () => {
  it('removes the event', async () => {
    const response = await postJson('/api/apps/calendar/remove-event', { id: 2 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 2 });
    expect(db.events.map((event) => event.id)).not.toContain(2);
  });

  it('refuses an unknown or missing id, changing nothing', async () => {
    expect((await postJson('/api/apps/calendar/remove-event', { id: 99 })).status).toBe(404);
    expect((await postJson('/api/apps/calendar/remove-event', {})).status).toBe(400);
    expect(db.events).toHaveLength(12);
  });
});
