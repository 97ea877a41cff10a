import { dateTimeFormat } from '@/lib/intl-cache';

/** A mail's time in a list: the hour today, the day this year, the full date before. */
export function listTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return dateTimeFormat(locale, { timeStyle: 'short' }).format(date);
  if (date.getFullYear() === now.getFullYear()) {
    return dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
  }
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A mail's full date and time, for the reading pane. */
export function fullTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}
