import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  addEventBodySchema,
  calendarsFilterSchema,
  removeEventBodySchema,
  updateEventBodySchema,
  type CalendarEvent,
} from '@app/common/apps/calendar';
import { buildEvents } from '../data/calendar';
import { db, defineCollection } from '../db';
import { apiPath, errorResponse, guarded, nextId, notFound, parseBody, parseQuery } from '../utils';

const eventsQuerySchema = z.object({ calendars: calendarsFilterSchema.optional() });

const byStart = (a: CalendarEvent, b: CalendarEvent): number =>
  Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

defineCollection('events', buildEvents);

export const calendarHandlers = [
  /** A JSON array, earliest first; `calendars` keeps only the listed labels. */
  http.get(
    apiPath('/api/apps/calendar/events'),
    guarded(({ request }) => {
      const query = parseQuery(request, eventsQuerySchema, ['calendars']);
      if (!query.ok) return query.response;
      const { calendars } = query.data;
      const events = db.events
        .filter((event) => calendars === undefined || calendars.includes(event.label))
        .sort(byStart);
      return HttpResponse.json(events);
    }),
  ),

  /** 201 `{ event }` with its new id. */
  http.post(
    apiPath('/api/apps/calendar/add-event'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, addEventBodySchema);
      if (!body.ok) return body.response;
      const event: CalendarEvent = { id: nextId(db.events), ...body.data.event };
      db.events.push(event);
      return HttpResponse.json({ event }, { status: 201 });
    }),
  ),

  http.post(
    apiPath('/api/apps/calendar/update-event'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, updateEventBodySchema);
      if (!body.ok) return body.response;
      const { id, ...changes } = body.data.event;
      const index = db.events.findIndex((event) => event.id === id);
      const current = db.events[index];
      if (current === undefined) return notFound('event', id);
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<CalendarEvent>;
      const event: CalendarEvent = { ...current, ...defined, id };
      if (Date.parse(event.end) < Date.parse(event.start)) {
        return errorResponse(400, 'Invalid request body: event.end: must not be before start');
      }
      db.events[index] = event;
      return HttpResponse.json({ event });
    }),
  ),

  http.post(
    apiPath('/api/apps/calendar/remove-event'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, removeEventBodySchema);
      if (!body.ok) return body.response;
      const { id } = body.data;
      if (!db.events.some((event) => event.id === id)) return notFound('event', id);
      db.events = db.events.filter((event) => event.id !== id);
      return HttpResponse.json({ id });
    }),
  ),
];
