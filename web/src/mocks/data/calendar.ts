import type { CalendarEvent, CalendarLabelValue } from '@app/common/apps/calendar';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD` of a local date. */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sample events in the month of `now` (local time), a couple spilling into the next one. */
export function buildEvents(now: number): CalendarEvent[] {
  const today = new Date(now);
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = (offset: number, hour = 0, minute = 0): Date =>
    new Date(year, month, offset, hour, minute);

  const timed = (
    id: number,
    title: string,
    label: CalendarLabelValue,
    date: number,
    from: [number, number],
    to: [number, number],
  ): CalendarEvent => ({
    id,
    title,
    label,
    start: day(date, ...from).toISOString(),
    end: day(date, ...to).toISOString(),
    allDay: false,
    selectable: true,
  });
  const allDay = (
    id: number,
    title: string,
    label: CalendarLabelValue,
    first: number,
    last: number = first,
  ): CalendarEvent => ({
    id,
    title,
    label,
    start: localDate(day(first)),
    // All-day ends are exclusive (the day after the last day), as FullCalendar expects.
    end: localDate(day(last + 1)),
    allDay: true,
    selectable: true,
  });

  return [
    timed(1, 'Ward development committee', 'business', 3, [9, 0], [11, 30]),
    allDay(2, 'Open-data training (sample)', 'business', 6, 7),
    timed(3, 'Doctor appointment', 'personal', 8, [14, 0], [15, 0]),
    allDay(4, "Nduku's birthday", 'family', 10),
    timed(5, 'Budget review with finance', 'business', 12, [10, 0], [12, 0]),
    allDay(6, 'Public holiday (sample)', 'holiday', 15),
    timed(7, 'Site visit: Kibwezi borehole', 'etc', 17, [8, 0], [16, 0]),
    timed(8, 'Family lunch in Wote', 'family', 19, [13, 0], [15, 0]),
    timed(9, 'Gym session', 'personal', 21, [6, 30], [7, 30]),
    allDay(10, 'Mango harvest festival (sample)', 'holiday', 24, 25),
    timed(11, 'Quarterly monitoring report due', 'business', 27, [17, 0], [17, 30]),
    allDay(12, 'County open-data day', 'etc', 29, 33),
  ];
}
