import { describe, expect, it } from 'vitest';
import {
  STARRED_BOOKMARKS_CAP,
  applyStar,
  bookmarkSchema,
  overflowStarred,
  splitStarred,
  updateBookmarkBodySchema,
  visibleStarred,
  type Bookmark,
} from './bookmarks';

const make = (id: number, starred = false): Bookmark => ({
  id,
  target: `page${id}`,
  title: `Page ${id}`,
  link: `/page-${id}`,
  icon: 'File',
  starred,
});

const ids = (list: readonly { id: number }[]): number[] => list.map((item) => item.id);

describe('applyStar', () => {
  it('toggles when no value is given', () => {
    const list = [make(1), make(2, true)];
    expect(applyStar(list, 1).find((b) => b.id === 1)?.starred).toBe(true);
    expect(applyStar(list, 2).find((b) => b.id === 2)?.starred).toBe(false);
  });

  it('sets the given value and leaves the input untouched', () => {
    const list = [make(1), make(2)];
    const next = applyStar(list, 1, true);
    expect(next.find((b) => b.id === 1)?.starred).toBe(true);
    expect(list[0]?.starred).toBe(false);
    expect(next).not.toBe(list);
  });

  it('moves a newly starred bookmark to the end (star order)', () => {
    const list = [make(1), make(2, true), make(3)];
    expect(ids(applyStar(list, 1, true))).toEqual([2, 3, 1]);
  });

  it('keeps the position when unstarring', () => {
    const list = [make(1, true), make(2, true), make(3)];
    expect(ids(applyStar(list, 1, false))).toEqual([1, 2, 3]);
  });

  it('changes nothing for an unknown id or a value already set', () => {
    const list = [make(1, true), make(2)];
    expect(applyStar(list, 99, true)).toEqual(list);
    expect(ids(applyStar(list, 1, true))).toEqual([1, 2]);
    expect(applyStar(list, 2, false)).toEqual(list);
  });
});

describe('starred cap and overflow', () => {
  it('caps at 10', () => {
    expect(STARRED_BOOKMARKS_CAP).toBe(10);
  });

  it('shows at most the cap and queues the rest in star order', () => {
    let list = Array.from({ length: 14 }, (_, index) => make(index + 1));
    for (const id of [5, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]) list = applyStar(list, id, true);
    expect(ids(visibleStarred(list))).toEqual([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(ids(overflowStarred(list))).toEqual([11, 12]);
  });

  it('a bookmark starred while the cap is full waits, even with a low id', () => {
    let list = Array.from({ length: 12 }, (_, index) => make(index + 1));
    for (let id = 2; id <= 11; id += 1) list = applyStar(list, id, true);
    list = applyStar(list, 1, true);
    expect(visibleStarred(list)).toHaveLength(10);
    expect(ids(visibleStarred(list))).not.toContain(1);
    expect(ids(overflowStarred(list))).toEqual([1]);
  });

  it('promotes the first waiting bookmark when a visible one is unstarred', () => {
    let list = Array.from({ length: 13 }, (_, index) => make(index + 1));
    for (let id = 1; id <= 12; id += 1) list = applyStar(list, id, true);
    expect(ids(overflowStarred(list))).toEqual([11, 12]);
    list = applyStar(list, 3, false);
    expect(ids(visibleStarred(list))).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ids(overflowStarred(list))).toEqual([12]);
  });

  it('unstarring a waiting bookmark just removes it from the queue', () => {
    let list = Array.from({ length: 13 }, (_, index) => make(index + 1));
    for (let id = 1; id <= 12; id += 1) list = applyStar(list, id, true);
    list = applyStar(list, 11, false);
    expect(visibleStarred(list)).toHaveLength(10);
    expect(ids(overflowStarred(list))).toEqual([12]);
  });

  it('splitStarred answers both halves and honours a custom cap', () => {
    const list = [make(1, true), make(2, true), make(3, true), make(4)];
    expect(splitStarred(list, 2)).toEqual({ visible: [list[0], list[1]], overflow: [list[2]] });
    expect(splitStarred(list).overflow).toEqual([]);
    expect(visibleStarred(list, -1)).toEqual([]);
  });
});

describe('bookmark schemas', () => {
  it('accepts a bookmark and rejects a link that is not a route', () => {
    expect(bookmarkSchema.safeParse(make(1)).success).toBe(true);
    expect(bookmarkSchema.safeParse({ ...make(1), link: 'email' }).success).toBe(false);
  });

  it('update body needs an id; starred is optional', () => {
    expect(updateBookmarkBodySchema.safeParse({ id: 3 }).success).toBe(true);
    expect(updateBookmarkBodySchema.safeParse({ id: 3, starred: true }).success).toBe(true);
    expect(updateBookmarkBodySchema.safeParse({ starred: true }).success).toBe(false);
    expect(updateBookmarkBodySchema.safeParse({ id: 3, starred: 'yes' }).success).toBe(false);
  });

  it("reads the spec's body { obj: { id, starred } } as a toggle, whatever starred says", () => {
    expect(updateBookmarkBodySchema.parse({ obj: { id: 3, starred: true } })).toEqual({ id: 3 });
    expect(updateBookmarkBodySchema.parse({ obj: { id: 3, starred: false } })).toEqual({ id: 3 });
    expect(updateBookmarkBodySchema.parse({ id: 3, starred: false })).toEqual({
      id: 3,
      starred: false,
    });
    expect(updateBookmarkBodySchema.safeParse({ obj: { id: 3, starred: 'yes' } }).success).toBe(
      false,
    );
  });
});
