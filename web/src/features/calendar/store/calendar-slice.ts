import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  CALENDAR_LABEL_VALUES,
  type CalendarEvent,
  type CalendarLabelValue,
} from '@app/common/apps/calendar';
import { addNotice, noticeReducers, type NewNotice } from '@/lib/store/notice-list';
import { rootReducer } from '@/lib/store/root-reducer';
import { nextEventId } from '../lib/event-rules';

export type CalendarNoticeKind = 'add' | 'update' | 'remove';

export interface CalendarNotice {
  id: number;
  kind: CalendarNoticeKind;
  title: string;
}

export interface CalendarState {
  events: CalendarEvent[];
  isLoaded: boolean;
  /** The sidebar drawer (below 992 px). */
  isSidebarOpen: boolean;
  /** The event open in the editor. */
  selectedEvent: CalendarEvent | null;
  /** Labels shown; the sidebar's filter. */
  selectedLabels: CalendarLabelValue[];
  /** Events added here whose id the service has not confirmed yet. */
  pendingIds: number[];
  /** The last call that failed and was undone (one at a time). */
  notices: CalendarNotice[];
}

export const initialCalendarState: CalendarState = {
  events: [],
  isLoaded: false,
  isSidebarOpen: false,
  selectedEvent: null,
  selectedLabels: [...CALENDAR_LABEL_VALUES],
  pendingIds: [],
  notices: [],
};

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    eventsLoaded(state, action: PayloadAction<CalendarEvent[]>) {
      const pending = state.events.filter((e) => state.pendingIds.includes(e.id));
      state.events = [
        ...action.payload.filter((e) => !state.pendingIds.includes(e.id)),
        ...pending,
      ];
      state.isLoaded = true;
    },
    /** A new event gets the last id plus one until the service answers with its own. */
    eventAdded(state, action: PayloadAction<Omit<CalendarEvent, 'id'>>) {
      const id = nextEventId(state.events);
      state.events.push({ ...action.payload, id });
      state.pendingIds.push(id);
    },
    eventConfirmed(state, action: PayloadAction<{ provisionalId: number; event: CalendarEvent }>) {
      const { provisionalId, event } = action.payload;
      const index = state.events.findIndex((e) => e.id === provisionalId);
      if (index >= 0) state.events[index] = event;
      state.pendingIds = state.pendingIds.filter((id) => id !== provisionalId);
    },
    eventUpdated(state, action: PayloadAction<Partial<CalendarEvent> & { id: number }>) {
      const { id, ...changes } = action.payload;
      const event = state.events.find((e) => e.id === id);
      if (event) Object.assign(event, changes);
      if (state.selectedEvent?.id === id) Object.assign(state.selectedEvent, changes);
    },
    eventRemoved(state, action: PayloadAction<number>) {
      state.events = state.events.filter((e) => e.id !== action.payload);
      state.pendingIds = state.pendingIds.filter((id) => id !== action.payload);
      if (state.selectedEvent?.id === action.payload) state.selectedEvent = null;
    },
    /** Puts an event back as it was before a call that failed (re-adds a removed one). */
    eventReverted(state, action: PayloadAction<CalendarEvent>) {
      const index = state.events.findIndex((e) => e.id === action.payload.id);
      if (index >= 0) state.events[index] = action.payload;
      else state.events.push(action.payload);
    },
    eventSelected(state, action: PayloadAction<CalendarEvent | null>) {
      state.selectedEvent = action.payload;
    },
    sidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isSidebarOpen = action.payload ?? !state.isSidebarOpen;
    },
    labelToggled(state, action: PayloadAction<CalendarLabelValue>) {
      const label = action.payload;
      state.selectedLabels = state.selectedLabels.includes(label)
        ? state.selectedLabels.filter((l) => l !== label)
        : CALENDAR_LABEL_VALUES.filter((l) => l === label || state.selectedLabels.includes(l));
    },
    allLabelsToggled(state, action: PayloadAction<boolean>) {
      state.selectedLabels = action.payload ? [...CALENDAR_LABEL_VALUES] : [];
    },
    /** A call failed and was undone: its notice takes the place of the one before. */
    noticeShown(state, action: PayloadAction<NewNotice<CalendarNotice>>) {
      addNotice(state, action.payload, { keep: 1 });
    },
    ...noticeReducers,
  },
  selectors: {
    selectCalendarState: (state) => state,
    selectVisibleEvents: createSelector(
      [(state: CalendarState) => state.events, (state: CalendarState) => state.selectedLabels],
      (events, labels) => events.filter((event) => labels.includes(event.label)),
    ),
  },
});

export const {
  eventsLoaded,
  eventAdded,
  eventConfirmed,
  eventUpdated,
  eventRemoved,
  eventReverted,
  eventSelected,
  sidebarToggled,
  labelToggled,
  allLabelsToggled,
  noticeShown,
  noticeDismissed,
} = calendarSlice.actions;

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

export const injectedCalendarSlice = calendarSlice.injectInto(rootReducer);
export const { selectCalendarState, selectVisibleEvents } = injectedCalendarSlice.selectors;
