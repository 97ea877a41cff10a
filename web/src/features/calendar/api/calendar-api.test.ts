import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { selectCalendarState } from '../store/calendar-slice';
import { calendarApi } from './calendar-api';

setupMockServer();

async function loadedStore(): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(calendarApi.endpoints.getEvents.initiate(undefined, { forceRefetch: true }));
  return store;
}

const calendar = (store: AppStore) => selectCalendarState(store.getState());
const refuse = (path: string) =>
  server.use(http.post(path, () => HttpResponse.json({ error: 'down' }, { status: 500 })));

describe('calendar api', () => {
  it('loads the events into the slice', async () => {
    const store = await loadedStore();
    expect(calendar(store).isLoaded).toBe(true);
    expect(calendar(store).events).toHaveLength(12);
  });

  it('moves an event at once and keeps it where the service agrees', async () => {
    const store = await loadedStore();
    const pending = store.dispatch(
      calendarApi.endpoints.updateEvent.initiate({
        id: 4,
        changes: { start: '2030-01-02', end: '2030-01-03', allDay: true },
      }),
    );
    expect(calendar(store).events.find((e) => e.id === 4)?.start).toBe('2030-01-02');
    await pending;
    expect(calendar(store).events.find((e) => e.id === 4)?.start).toBe('2030-01-02');
    expect(calendar(store).notices).toEqual([]);
  });

  it('puts a moved event back with a notice when the service refuses', async () => {
    const store = await loadedStore();
    const before = calendar(store).events.find((e) => e.id === 4);
    refuse('/api/apps/calendar/update-event');
    const pending = store.dispatch(
      calendarApi.endpoints.updateEvent.initiate({
        id: 4,
        changes: { start: '2030-01-02', end: '2030-01-03' },
      }),
    );
    expect(calendar(store).events.find((e) => e.id === 4)?.start).toBe('2030-01-02');
    await pending;
    expect(calendar(store).events.find((e) => e.id === 4)).toEqual(before);
    expect(calendar(store).notices).toEqual([{ id: 1, kind: 'update', title: before?.title }]);
  });

  it('adds with the service’s id, and takes back a failed add or delete', async () => {
    const store = await loadedStore();
    await store.dispatch(
      calendarApi.endpoints.addEvent.initiate({
        title: 'Forum',
        label: 'etc',
        allDay: true,
        selectable: true,
        start: '2030-02-01',
        end: '2030-02-02',
      }),
    );
    expect(calendar(store).events.find((e) => e.title === 'Forum')?.id).toBe(13);

    refuse('/api/apps/calendar/remove-event');
    const removing = store.dispatch(calendarApi.endpoints.removeEvent.initiate(13));
    expect(calendar(store).events.some((e) => e.id === 13)).toBe(false);
    await removing;
    expect(calendar(store).events.some((e) => e.id === 13)).toBe(true);
    expect(calendar(store).notices.map((n) => n.kind)).toEqual(['remove']);

    refuse('/api/apps/calendar/add-event');
    await store.dispatch(
      calendarApi.endpoints.addEvent.initiate({
        title: 'Lost',
        label: 'etc',
        allDay: true,
        selectable: true,
        start: '2030-02-01',
        end: '2030-02-02',
      }),
    );
    expect(calendar(store).events.some((e) => e.title === 'Lost')).toBe(false);
    expect(calendar(store).pendingIds).toEqual([]);
  });
});
