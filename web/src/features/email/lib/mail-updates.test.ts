import { describe, expect, it } from 'vitest';
import { countMails } from '@app/common/apps/email';
import { mail } from '@app/common/apps/mail-fixture';
import {
  moveTo,
  patchList,
  searchMails,
  setUnread,
  shiftCounts,
  toggleLabel,
  toggleStar,
} from './mail-updates';

describe('mail transitions (star, move, mark unread, label)', () => {
  it('starring toggles the flag', () => {
    expect(toggleStar(mail(1)).isStarred).toBe(true);
    expect(toggleStar(toggleStar(mail(1))).isStarred).toBe(false);
  });

  it('moving sets the folder', () => {
    expect(moveTo('trash')(mail(1)).mailFolder).toBe('trash');
  });

  it('mark-unread sets the flag to the value given, whatever it was', () => {
    expect(setUnread(false)(mail(1, { unread: true })).unread).toBe(false);
    expect(setUnread(false)(mail(1, { unread: false })).unread).toBe(false);
    expect(setUnread(true)(mail(1, { unread: false })).unread).toBe(true);
  });

  it('a label toggles on and off per mail', () => {
    const on = toggleLabel('company')(mail(1, { labels: ['personal'] }));
    expect(on.labels).toEqual(['personal', 'company']);
    expect(toggleLabel('company')(on).labels).toEqual(['personal']);
  });

  it('leaves the original mail unchanged', () => {
    const original = mail(1);
    toggleStar(original);
    moveTo('spam')(original);
    expect(original).toEqual(mail(1));
  });
});

describe('patchList', () => {
  const inbox = [mail(3), mail(2), mail(1)];

  it('drops a mail that leaves the list and keeps the others in place', () => {
    const moved = moveTo('trash')(mail(2));
    expect(patchList(inbox, [moved], 'inbox').map((m) => m.id)).toEqual([3, 1]);
  });

  it('adds a mail that joins the list in time order (newest first)', () => {
    const trash = [mail(4, { mailFolder: 'trash' }), mail(1, { mailFolder: 'trash' })];
    const moved = moveTo('trash')(mail(2));
    expect(patchList(trash, [moved], 'trash').map((m) => m.id)).toEqual([4, 2, 1]);
  });

  it('replaces a changed mail that stays', () => {
    const starred = toggleStar(mail(2));
    const next = patchList(inbox, [starred], 'inbox');
    expect(next[1]?.isStarred).toBe(true);
  });
});

describe('searchMails', () => {
  it('matches subject, sender and text, ignoring case; an empty query keeps all', () => {
    const list = [
      mail(1, { subject: 'Borehole report' }),
      mail(2, { message: '<p>Market shed</p>' }),
    ];
    expect(searchMails(list, 'BOREHOLE').map((m) => m.id)).toEqual([1]);
    expect(searchMails(list, 'shed').map((m) => m.id)).toEqual([2]);
    expect(searchMails(list, 'sender 2').map((m) => m.id)).toEqual([2]);
    expect(searchMails(list, '  ')).toBe(list);
  });
});

describe('shiftCounts', () => {
  const mails = [
    mail(1, { unread: true, labels: ['company'], isStarred: true }),
    mail(2, { unread: true, mailFolder: 'spam' }),
    mail(3, { unread: false, mailFolder: 'draft' }),
    mail(4, { unread: true, mailFolder: 'trash', labels: ['private'], isStarred: true }),
  ];

  it('counts unread per folder and label, starred and labels outside the trash', () => {
    const counts = countMails(mails);
    expect(counts.folders).toEqual({ inbox: 1, sent: 0, draft: 0, trash: 1, spam: 1, starred: 1 });
    expect(counts.labels).toEqual({ personal: 0, company: 1, important: 0, private: 0 });
    expect(counts.drafts).toBe(1);
  });

  it('gives the counts of the changed mails, whatever the change', () => {
    const changes = [setUnread(false), setUnread(true), moveTo('trash'), moveTo('inbox')];
    for (const change of [...changes, toggleStar, toggleLabel('private')]) {
      const after = mails.map(change);
      expect(shiftCounts(countMails(mails), mails, after)).toEqual(countMails(after));
    }
  });

  it('never goes below zero', () => {
    const empty = countMails([]);
    expect(shiftCounts(empty, mails, []).folders.inbox).toBe(0);
  });
});
