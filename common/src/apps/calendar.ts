import { z } from '../zod.ts';
import { dateStringSchema, idSchema } from './primitives';

export const CALENDAR_LABEL_VALUES = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type CalendarLabelValue = (typeof CALENDAR_LABEL_VALUES)[number];

export interface CalendarLabel {
  value: CalendarLabelValue;
  text: string;
  color: 'primary' | 'danger' | 'warning' | 'success' | 'info';
}

/** Calendars (event labels) with their display text and colour. */
export const CALENDAR_LABELS = [
  { value: 'business', text: 'Business', color: 'primary' },
  { value: 'personal', text: 'Personal', color: 'danger' },
  { value: 'family', text: 'Family', color: 'warning' },
  { value: 'holiday', text: 'Holiday', color: 'success' },
  { value: 'etc', text: 'ETC', color: 'info' },
] as const satisfies readonly CalendarLabel[];

export const calendarEventSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** ISO 8601: `YYYY-MM-DD` for all-day events, a date-time otherwise. */
  start: dateStringSchema,
  /** Same form as `start`; for all-day events it is exclusive (the day after the last day). */
  end: dateStringSchema,
  label: z.enum(CALENDAR_LABEL_VALUES),
  allDay: z.boolean(),
  selectable: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** GET /api/apps/calendar/events: a JSON array, earliest first. */
export const calendarEventsResponseSchema = z.array(calendarEventSchema);

/**
 * Optional `calendars` filter: label values, comma-separated or repeated
 * (`calendars=business,family` or `calendars=business&calendars=family`; `calendars[]` works
 * too). An empty value selects no calendar.
 */
export const calendarsFilterSchema = z.array(z.enum(CALENDAR_LABEL_VALUES));

const eventFields = {
  title: z.string().trim().min(1, { error: 'must not be empty' }),
  start: dateStringSchema,
  end: dateStringSchema,
  label: z.enum(CALENDAR_LABEL_VALUES),
  allDay: z.boolean(),
  selectable: z.boolean(),
};

const endNotBeforeStart = (event: { start?: string; end?: string }): boolean =>
  event.start === undefined ||
  event.end === undefined ||
  Date.parse(event.end) >= Date.parse(event.start);

export const calendarEventInputSchema = z
  .object({
    ...eventFields,
    allDay: eventFields.allDay.default(false),
    selectable: eventFields.selectable.default(true),
  })
  .refine(endNotBeforeStart, { error: 'must not be before start', path: ['end'] });
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/** POST /api/apps/calendar/add-event: `{ event }`; answers 201 `{ event }` with its id. */
export const addEventBodySchema = z.object({ event: calendarEventInputSchema });
export type AddEventBody = z.input<typeof addEventBodySchema>;

/** POST /api/apps/calendar/update-event: `{ event }` with the id and the fields to change. */
export const updateEventBodySchema = z.object({
  event: z
    .object({ id: idSchema, ...eventFields })
    .partial()
    .required({ id: true }),
});
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** POST /api/apps/calendar/remove-event: `{ id }`. */
export const removeEventBodySchema = z.object({ id: idSchema });
export type RemoveEventBody = z.input<typeof removeEventBodySchema>;

export const calendarEventResponseSchema = z.object({ event: calendarEventSchema });
export type CalendarEventResponse = z.infer<typeof calendarEventResponseSchema>;
export const removedEventResponseSchema = z.object({ id: idSchema });
