import {
  calendarEventResponseSchema,
  calendarEventsResponseSchema,
  removedEventResponseSchema,
  type CalendarEvent,
} from '@app/common/apps/calendar';
import { baseApi } from '@/lib/api/base-api';
import type { RootState } from '@/lib/store/store';
import { nextEventId } from '../lib/event-rules';
import {
  eventAdded,
  eventConfirmed,
  eventRemoved,
  eventReverted,
  eventsLoaded,
  eventUpdated,
  noticeShown,
  selectCalendarState,
} from '../store/calendar-slice';

export interface UpdateEventArgs {
  id: number;
  changes: Partial<Omit<CalendarEvent, 'id'>>;
}

const findEvent = (state: unknown, id: number): CalendarEvent | undefined =>
  selectCalendarState(state as RootState).events.find((e) => e.id === id);

export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/apps/calendar/events: every event; the slice keeps them. */
    getEvents: build.query<CalendarEvent[], void>({
      query: () => 'apps/calendar/events',
      transformResponse: (response: unknown) => calendarEventsResponseSchema.parse(response),
      providesTags: ['Event'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(eventsLoaded(data));
        } catch {
          /* the page shows the query's error */
        }
      },
    }),

    /** POST add-event: shown at once, then with the service's id; removed again on failure. */
    addEvent: build.mutation<CalendarEvent, Omit<CalendarEvent, 'id'>>({
      query: (event) => ({ url: 'apps/calendar/add-event', method: 'POST', body: { event } }),
      transformResponse: (response: unknown) => calendarEventResponseSchema.parse(response).event,
      async onQueryStarted(event, { dispatch, getState, queryFulfilled }) {
        const provisionalId = nextEventId(selectCalendarState(getState() as RootState).events);
        dispatch(eventAdded(event));
        try {
          const { data } = await queryFulfilled;
          dispatch(eventConfirmed({ provisionalId, event: data }));
        } catch {
          dispatch(eventRemoved(provisionalId));
          dispatch(noticeShown({ kind: 'add', title: event.title }));
        }
      },
    }),

    /** POST update-event: edits, moves and resizes; put back on failure. */
    updateEvent: build.mutation<CalendarEvent, UpdateEventArgs>({
      query: ({ id, changes }) => ({
        url: 'apps/calendar/update-event',
        method: 'POST',
        body: { event: { id, ...changes } },
      }),
      transformResponse: (response: unknown) => calendarEventResponseSchema.parse(response).event,
      async onQueryStarted({ id, changes }, { dispatch, getState, queryFulfilled }) {
        const before = findEvent(getState(), id);
        dispatch(eventUpdated({ id, ...changes }));
        try {
          await queryFulfilled;
        } catch {
          if (before) {
            dispatch(eventReverted(before));
            dispatch(noticeShown({ kind: 'update', title: before.title }));
          }
        }
      },
    }),

    /** POST remove-event; the event comes back on failure. */
    removeEvent: build.mutation<number, number>({
      query: (id) => ({ url: 'apps/calendar/remove-event', method: 'POST', body: { id } }),
      transformResponse: (response: unknown) => removedEventResponseSchema.parse(response).id,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const before = findEvent(getState(), id);
        dispatch(eventRemoved(id));
        try {
          await queryFulfilled;
        } catch {
          if (before) {
            dispatch(eventReverted(before));
            dispatch(noticeShown({ kind: 'remove', title: before.title }));
          }
        }
      },
    }),
  }),
});

export const {
  useGetEventsQuery,
  useAddEventMutation,
  useUpdateEventMutation,
  useRemoveEventMutation,
} = calendarApi;
