// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gridContactSchema } from '@app/common/apps/aggrid';
import { DEMO_ACCOUNTS } from '@app/common/apps/auth';
import { movieSchema } from '@app/common/apps/autocomplete';
import { STARRED_BOOKMARKS_CAP, bookmarkSchema } from '@app/common/apps/bookmarks';
import { CALENDAR_LABEL_VALUES, calendarEventSchema } from '@app/common/apps/calendar';
import { CHAT_STATUSES, chatContactSchema, chatThreadSchema } from '@app/common/apps/chat';
import {
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  derivePopularity,
  productSchema,
} from '@app/common/apps/datalist';
import { EMAIL_FOLDERS, EMAIL_LABELS, mailSchema } from '@app/common/apps/email';
import { SEARCH_GROUP_TITLES, mainSearchResponseSchema } from '@app/common/apps/search';
import { TODO_TAG_VALUES, taskSchema } from '@app/common/apps/todo';
import { USER_ROLES, USER_STATUSES, userRecordSchema } from '@app/common/apps/users';
import { setPageCatalogue } from './data/search';
import { buildDb, db, resetDb } from './db';
import { FIXTURE_PAGES } from './fixture-pages';
// Every app's handlers register their collections' sample data.
import './handlers';

const NOW = Date.parse('2026-11-15T09:00:00Z');
// The app hands the mock its pages (from the route registry) when it starts.
setPageCatalogue(FIXTURE_PAGES);
const sample = buildDb(NOW);

describe('sample data (its sizes and id ranges)', () => {
  it('is deterministic for a given time', () => {
    expect(buildDb(NOW)).toEqual(sample);
  });

  it('has about 100 products priced 4.99 to 699.99 with derived popularity', () => {
    expect(sample.products).toHaveLength(100);
    const prices = sample.products.map((product) => Number(product.price));
    expect(Math.min(...prices)).toBe(4.99);
    expect(Math.max(...prices)).toBe(699.99);
    for (const product of sample.products) {
      expect(productSchema.parse(product)).toEqual(product);
      expect(product.popularity).toEqual(derivePopularity(product.popularity.popValue));
      expect(product.img.startsWith('data:image/svg+xml')).toBe(true);
    }
    expect(new Set(sample.products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    expect(new Set(sample.products.map((p) => p.order_status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(sample.products.map((p) => p.id)).size).toBe(100);
  });

  it('has 100 movies ranked 1 to 100', () => {
    expect(sample.movies.map((movie) => movie.rank)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    for (const movie of sample.movies) movieSchema.parse(movie);
    expect(new Set(sample.movies.map((movie) => movie.title)).size).toBe(100);
  });

  it('has 500 grid contacts with every field', () => {
    expect(sample.gridContacts).toHaveLength(500);
    for (const contact of sample.gridContacts) {
      expect(gridContactSchema.strict().parse(contact)).toEqual(contact);
    }
  });

  it('has 30 mails over every folder and label, with replies and attachments', () => {
    expect(sample.mails).toHaveLength(30);
    for (const mail of sample.mails) mailSchema.parse(mail);
    expect(new Set(sample.mails.map((mail) => mail.mailFolder))).toEqual(new Set(EMAIL_FOLDERS));
    expect(new Set(sample.mails.flatMap((mail) => mail.labels))).toEqual(new Set(EMAIL_LABELS));
    expect(sample.mails.some((mail) => mail.replies.length > 0)).toBe(true);
    expect(sample.mails.some((mail) => mail.attachments.length > 0)).toBe(true);
    expect(sample.mails.some((mail) => mail.mailFolder === 'trash' && mail.isStarred)).toBe(true);
    expect(sample.mails.every((mail) => Date.parse(mail.time) < NOW)).toBe(true);
  });

  it('has 10 chat contacts covering every status and 2 threads', () => {
    expect(sample.chatContacts).toHaveLength(10);
    for (const contact of sample.chatContacts) chatContactSchema.parse(contact);
    expect(new Set(sample.chatContacts.map((contact) => contact.status))).toEqual(
      new Set(CHAT_STATUSES),
    );
    expect(sample.chatContacts.map((contact) => contact.status)).not.toContain('busy');
    expect(sample.chats.size).toBe(2);
    for (const thread of sample.chats.values()) chatThreadSchema.parse(thread);
  });

  it('has 10 tasks using every tag', () => {
    expect(sample.tasks).toHaveLength(10);
    for (const task of sample.tasks) taskSchema.parse(task);
    expect(new Set(sample.tasks.flatMap((task) => task.tags))).toEqual(new Set(TODO_TAG_VALUES));
  });

  it('has calendar events in the current month for every label', () => {
    for (const event of sample.events) calendarEventSchema.parse(event);
    expect(new Set(sample.events.map((event) => event.label))).toEqual(
      new Set(CALENDAR_LABEL_VALUES),
    );
    const month = new Date(NOW).getMonth();
    expect(
      sample.events.filter((event) => new Date(event.start).getMonth() === month).length,
    ).toBeGreaterThan(8);
  });

  it('has 50 users, ids 268 to 317, with every role and status', () => {
    expect(sample.users.map((user) => user.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => 268 + i),
    );
    for (const user of sample.users) expect(userRecordSchema.strict().parse(user)).toEqual(user);
    expect(new Set(sample.users.map((user) => user.role))).toEqual(new Set(USER_ROLES));
    expect(new Set(sample.users.map((user) => user.status))).toEqual(new Set(USER_STATUSES));
    expect(new Set(sample.users.map((user) => user.username)).size).toBe(50);
  });

  it('has one admin with exactly the designed permissions', () => {
    const admin = sample.users.find((user) => user.id === 268);
    expect(admin?.role).toBe('admin');
    expect(admin?.permissions).toEqual({
      users: { read: true, write: false, create: false, delete: false },
      posts: { read: true, write: true, create: true, delete: true },
      comments: { read: true, write: false, create: true, delete: false },
    });
  });

  it('has a bookmark for each page it was given, some starred (within the cap)', () => {
    expect(sample.bookmarks.map((b) => b.link)).toEqual(FIXTURE_PAGES.map((p) => p.link));
    for (const bookmark of sample.bookmarks) bookmarkSchema.parse(bookmark);
    const starred = sample.bookmarks.filter((bookmark) => bookmark.starred).length;
    expect(starred).toBeGreaterThan(0);
    expect(starred).toBeLessThanOrEqual(STARRED_BOOKMARKS_CAP);
    const links = sample.bookmarks.map((bookmark) => bookmark.link);
    for (const link of [
      '/',
      '/email/inbox',
      '/chat',
      '/todo/all',
      '/calendar',
      '/ecommerce/shop',
      '/data-list/list-view',
      '/pages/user/list',
      '/analytics',
    ]) {
      expect(links).toContain(link);
    }
  });

  it('has the Pages, Files and Contacts search groups', () => {
    const parsed = mainSearchResponseSchema.parse({ searchResult: sample.mainSearch });
    expect(parsed.searchResult.map((group) => group.groupTitle)).toEqual([...SEARCH_GROUP_TITLES]);
    for (const group of parsed.searchResult) {
      expect(group.searchLimit).toBe(4);
      expect(group.data.length).toBeGreaterThan(4);
    }
  });

  it('has the three demo logins', () => {
    expect(sample.logins.map((login) => login.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
  });

  it('uses no remote images', () => {
    const text = JSON.stringify({ ...sample, chats: [...sample.chats] });
    expect(text).not.toMatch(/"(img|avatar|photoURL|file)":"https?:/);
  });
});

describe('resetDb', () => {
  it('restores every collection', () => {
    db.products.splice(0, 10);
    db.users = [];
    db.chats.clear();
    resetDb();
    expect(db.products).toHaveLength(100);
    expect(db.users).toHaveLength(50);
    expect(db.chats.size).toBe(2);
  });
});
