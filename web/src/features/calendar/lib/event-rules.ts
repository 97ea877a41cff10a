import {
  CALENDAR_LABEL_VALUES,
  type CalendarEvent,
  type CalendarLabelValue,
} from '@app/common/apps/calendar';

export const EVENT_TITLE_MAX = 120;

export const isLabelValue = (value: unknown): value is CalendarLabelValue =>
  (CALENDAR_LABEL_VALUES as readonly unknown[]).includes(value);

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export const toDateString = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DDTHH:mm` of a local date, the value of a datetime-local input. */
export const toLocalInput = (date: Date): string =>
  `${toDateString(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` value read as local time. */
export function parseLocal(value: string): Date {
  const [datePart = '', timePart = '00:00'] = value.split('T');
  const [y = 0, m = 1, d = 1] = datePart.split('-').map(Number);
  const [hh = 0, mm = 0] = timePart.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm);
}

/** A wire date (`YYYY-MM-DD` for all-day events, ISO date-time otherwise) as a local Date. */
export const fromWire = (value: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocal(value) : new Date(value);

const addDays = (date: Date, days: number): Date =>
  new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
  );

/**
 * Wire dates of an event placed on the calendar: all-day events as dates with an exclusive end
 * (a day when there is none), timed events as ISO date-times (an hour when there is no end).
 */
export function wireRange(
  start: Date,
  end: Date | null,
  allDay: boolean,
): { start: string; end: string } {
  if (allDay) {
    const last = end && end > start ? end : addDays(start, 1);
    return { start: toDateString(start), end: toDateString(last) };
  }
  const last = end && end >= start ? end : new Date(start.getTime() + 60 * 60 * 1000);
  return { start: start.toISOString(), end: last.toISOString() };
}

/** The form's fields: dates as input values; an all-day end is the last day (inclusive). */
export interface EventDraft {
  title: string;
  label: CalendarLabelValue;
  allDay: boolean;
  start: string;
  end: string;
}

export function draftFromEvent(
  event: Pick<CalendarEvent, 'title' | 'label' | 'allDay' | 'start' | 'end'>,
): EventDraft {
  const start = fromWire(event.start);
  const end = fromWire(event.end);
  if (event.allDay) {
    const last = addDays(end, -1);
    return {
      title: event.title,
      label: event.label,
      allDay: true,
      start: toDateString(start),
      end: toDateString(last < start ? start : last),
    };
  }
  return {
    title: event.title,
    label: event.label,
    allDay: false,
    start: toLocalInput(start),
    end: toLocalInput(end),
  };
}

/** A new event's draft from a clicked day or slot, or a selected range. */
export function draftFromRange(start: Date, end: Date | null, allDay: boolean): EventDraft {
  return draftFromEvent({ title: '', label: 'business', allDay, ...wireRange(start, end, allDay) });
}

/** Switching all-day on or off keeps the dates and gives timed events a 9:00-10:00 slot. */
export function withAllDay(draft: EventDraft, allDay: boolean): EventDraft {
  if (allDay === draft.allDay) return draft;
  const start = parseLocal(draft.start);
  const end = parseLocal(draft.end);
  if (allDay) return { ...draft, allDay, start: toDateString(start), end: toDateString(end) };
  const from = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 9);
  const to = new Date(end.getFullYear(), end.getMonth(), end.getDate(), 10);
  return { ...draft, allDay, start: toLocalInput(from), end: toLocalInput(to) };
}

/** The wire fields of a draft (all-day end made exclusive again). */
export function eventFromDraft(draft: EventDraft): Omit<CalendarEvent, 'id'> {
  const start = parseLocal(draft.start);
  const end = parseLocal(draft.end);
  const range = draft.allDay
    ? { start: toDateString(start), end: toDateString(addDays(end, 1)) }
    : { start: start.toISOString(), end: end.toISOString() };
  return {
    title: draft.title.trim(),
    label: draft.label,
    allDay: draft.allDay,
    selectable: true,
    ...range,
  };
}

export type EventDraftErrors = Partial<Record<'title' | 'start' | 'end' | 'label', string>>;

const validInput = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value) && !Number.isNaN(parseLocal(value).getTime());

/** Messages are keys of the `calendar` namespace. */
export function validateEventDraft(draft: EventDraft): EventDraftErrors {
  const errors: EventDraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'form.errors.titleRequired';
  else if (title.length > EVENT_TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  if (!isLabelValue(draft.label)) errors.label = 'form.errors.labelRequired';
  if (!validInput(draft.start)) errors.start = 'form.errors.startInvalid';
  if (!validInput(draft.end)) errors.end = 'form.errors.endInvalid';
  else if (!errors.start && parseLocal(draft.end) < parseLocal(draft.start)) {
    errors.end = 'form.errors.endBeforeStart';
  }
  return errors;
}

/** The last id plus one; 1 when there is none. */
export const nextEventId = (events: readonly { id: number }[]): number =>
  events.reduce((max, event) => Math.max(max, event.id), 0) + 1;
