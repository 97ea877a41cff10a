import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@app/common/apps/chat';
import { dayLabel, groupMessages, timeLabel } from './chat-time';

const at = (day: number, hour: number, isSent: boolean): ChatMessage => ({
  textContent: `${day}-${hour}`,
  time: new Date(2026, 10, day, hour).toISOString(),
  isSent,
  isSeen: true,
});

describe('groupMessages', () => {
  it('groups by day, then by runs of the same sender', () => {
    const days = groupMessages([
      at(20, 9, false),
      at(20, 10, false),
      at(20, 11, true),
      at(21, 9, true),
      at(21, 10, false),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(days[0]?.groups.map((g) => [g.isSent, g.messages.length])).toEqual([
      [false, 2],
      [true, 1],
    ]);
    expect(days[1]?.groups.map((g) => g.isSent)).toEqual([true, false]);
  });
});

describe('labels in the current language', () => {
  const now = new Date(2026, 10, 24, 12);
  const words = { today: 'Today', yesterday: 'Yesterday' };

  it('names today and yesterday, and dates before that in the language given', () => {
    expect(dayLabel('2026-11-24', 'en', words, now)).toBe('Today');
    expect(dayLabel('2026-11-23', 'en', words, now)).toBe('Yesterday');
    expect(dayLabel('2026-11-20', 'de', words, now)).toBe('20.11.2026');
    expect(dayLabel('2026-11-20', 'fr', words, now)).toBe('20 nov. 2026');
  });

  it('formats times in the language given', () => {
    const iso = new Date(2026, 10, 24, 15, 5).toISOString();
    expect(timeLabel(iso, 'en')).toMatch(/3:05\sPM/);
    expect(timeLabel(iso, 'de')).toBe('15:05');
  });
});
