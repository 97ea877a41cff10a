import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@app/common/apps/calendar';
import {
  allLabelsToggled,
  calendarSlice,
  eventAdded,
  eventConfirmed,
  eventRemoved,
  eventReverted,
  eventSelected,
  eventsLoaded,
  eventUpdated,
  initialCalendarState,
  labelToggled,
  selectVisibleEvents,
  sidebarToggled,
  type CalendarState,
} from './calendar-slice';

const event = (id: number, changes: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: `Event ${id}`,
  start: '2026-11-03',
  end: '2026-11-04',
  label: 'business',
  allDay: true,
  selectable: true,
  ...changes,
});

const reduce = (state: CalendarState, ...actions: Parameters<typeof calendarSlice.reducer>[1][]) =>
  actions.reduce(calendarSlice.reducer, state);
const visible = (state: CalendarState) =>
  selectVisibleEvents({ calendar: state } as never).map((e) => e.id);

describe('calendar slice', () => {
  it('loads events and shows every label at first', () => {
    const state = reduce(
      initialCalendarState,
      eventsLoaded([event(1), event(2, { label: 'family' })]),
    );
    expect(state.isLoaded).toBe(true);
    expect(visible(state)).toEqual([1, 2]);
  });

  it('filters by label, one at a time or all at once', () => {
    let state = reduce(
      initialCalendarState,
      eventsLoaded([event(1), event(2, { label: 'family' }), event(3, { label: 'holiday' })]),
    );
    state = reduce(state, labelToggled('business'));
    expect(visible(state)).toEqual([2, 3]);
    state = reduce(state, labelToggled('business'));
    expect(state.selectedLabels).toEqual(['business', 'personal', 'family', 'holiday', 'etc']);
    state = reduce(state, allLabelsToggled(false));
    expect(visible(state)).toEqual([]);
    state = reduce(state, allLabelsToggled(true));
    expect(visible(state)).toEqual([1, 2, 3]);
  });

  it('adds with the last id plus one, then takes the service’s event', () => {
    let state = reduce(initialCalendarState, eventsLoaded([event(3), event(7)]));
    const { id: _id, ...input } = event(0, { title: 'Forum' });
    state = reduce(state, eventAdded(input));
    expect(state.events.at(-1)).toMatchObject({ id: 8, title: 'Forum' });
    expect(state.pendingIds).toEqual([8]);
    state = reduce(
      state,
      eventConfirmed({ provisionalId: 8, event: event(13, { title: 'Forum' }) }),
    );
    expect(state.events.map((e) => e.id)).toEqual([3, 7, 13]);
    expect(state.pendingIds).toEqual([]);
  });

  it('moves, edits and reverts an event, keeping the selected one in step', () => {
    const before = event(1);
    let state = reduce(initialCalendarState, eventsLoaded([before]), eventSelected(before));
    state = reduce(state, eventUpdated({ id: 1, start: '2026-11-05', end: '2026-11-06' }));
    expect(state.events[0]).toMatchObject({ start: '2026-11-05', end: '2026-11-06' });
    expect(state.selectedEvent?.start).toBe('2026-11-05');
    state = reduce(state, eventReverted(before));
    expect(state.events[0]).toEqual(before);
  });

  it('removes an event (and unselects it) and puts it back on revert', () => {
    const gone = event(2);
    let state = reduce(initialCalendarState, eventsLoaded([event(1), gone]), eventSelected(gone));
    state = reduce(state, eventRemoved(2));
    expect(state.events.map((e) => e.id)).toEqual([1]);
    expect(state.selectedEvent).toBeNull();
    state = reduce(state, eventReverted(gone));
    expect(state.events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('opens and closes the sidebar drawer', () => {
    let state = reduce(initialCalendarState, sidebarToggled(true));
    expect(state.isSidebarOpen).toBe(true);
    state = reduce(state, sidebarToggled(undefined));
    expect(state.isSidebarOpen).toBe(false);
  });
});
