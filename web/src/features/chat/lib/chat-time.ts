import type { ChatMessage } from '@app/common/apps/chat';
import { dateTimeFormat } from '@/lib/intl-cache';

/** A run of messages from one side, on one day. */
export interface MessageGroup {
  isSent: boolean;
  messages: ChatMessage[];
}

/** One day of a thread. */
export interface MessageDay {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  groups: MessageGroup[];
}

const dayOf = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Messages grouped by day, then by sender (consecutive messages from the same side). */
export function groupMessages(messages: readonly ChatMessage[]): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = dayOf(message.time);
    let current = days.at(-1);
    if (!current || current.day !== day) {
      current = { day, groups: [] };
      days.push(current);
    }
    const group = current.groups.at(-1);
    if (group && group.isSent === message.isSent) group.messages.push(message);
    else current.groups.push({ isSent: message.isSent, messages: [message] });
  }
  return days;
}

/** "Today", "Yesterday" (from `words`) or the date in the language given. */
export function dayLabel(
  day: string,
  locale: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  if (day === dayOf(now.toISOString())) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayOf(yesterday.toISOString())) return words.yesterday;
  const [y, m, d] = day.split('-').map(Number);
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
}

export const timeLabel = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

/** The time of a chat's last message in the list: the hour today, else the short date. */
export function listTimeLabel(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? timeLabel(iso, locale)
    : dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}
