import { describe, expect, it } from 'vitest';
import { mail } from './mail-fixture';
import { mailInFilter, mailMatches, newestMailsFirst } from './mail-rules';

describe('mailInFilter', () => {
  it('matches folders, and starred and labels outside the trash', () => {
    const starredInTrash = mail(1, { isStarred: true, labels: ['private'], mailFolder: 'trash' });
    expect(mailInFilter(starredInTrash, 'trash')).toBe(true);
    expect(mailInFilter(starredInTrash, 'inbox')).toBe(false);
    expect(mailInFilter(starredInTrash, 'starred')).toBe(false);
    expect(mailInFilter(starredInTrash, 'private')).toBe(false);
    expect(mailInFilter(mail(2, { isStarred: true, mailFolder: 'spam' }), 'starred')).toBe(true);
    expect(mailInFilter(mail(2, { labels: ['private'] }), 'private')).toBe(true);
    expect(mailInFilter(mail(2, { labels: ['private'] }), 'company')).toBe(false);
  });
});

describe('newestMailsFirst', () => {
  it('orders by time, newest first, a tie by the higher id, without changing its input', () => {
    const same = '2026-11-02T10:00:00.000Z';
    const list = [mail(1), mail(3), mail(5, { time: same }), mail(2, { time: same })];
    expect(newestMailsFirst(list).map((m) => m.id)).toEqual([3, 5, 2, 1]);
    expect(list.map((m) => m.id)).toEqual([1, 3, 5, 2]);
  });
});

describe('mailMatches', () => {
  it('matches subject, sender and text, ignoring case; a blank query matches all', () => {
    expect(mailMatches(mail(1, { subject: 'Borehole report' }), 'BOREHOLE')).toBe(true);
    expect(mailMatches(mail(2, { message: '<p>Market shed</p>' }), 'shed')).toBe(true);
    expect(mailMatches(mail(2), 'sender 2')).toBe(true);
    expect(mailMatches(mail(2), 's2@mail')).toBe(true);
    expect(mailMatches(mail(2), 'borehole')).toBe(false);
    expect(mailMatches(mail(2), '  ')).toBe(true);
    expect(mailMatches(mail(2), undefined)).toBe(true);
  });

  it('searches the text the caller makes of the HTML', () => {
    const html = mail(1, { message: '<p class="lead">Water</p>' });
    expect(mailMatches(html, 'lead')).toBe(true);
    expect(mailMatches(html, 'lead', (h) => h.replace(/<[^>]+>/g, ''))).toBe(false);
  });
});
