// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bookmarksResponseSchema,
  updateBookmarkResponseSchema,
  visibleStarred,
} from '@app/common/apps/bookmarks';
import { mainSearchResponseSchema } from '@app/common/apps/search';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

const bookmarks = async () =>
  bookmarksResponseSchema.parse(await (await getJson('/api/search/bookmarks/data')).json())
    .searchResult;

describe('GET /api/search/bookmarks/data', () => {
  it('answers { searchResult } with the bookmark list', async () => {
    const response = await getJson('/api/search/bookmarks/data');
    expect(response.status).toBe(200);
    const list = bookmarksResponseSchema.parse(await response.json()).searchResult;
    expect(list).toEqual(db.bookmarks);
    expect(list.some((bookmark) => bookmark.starred)).toBe(true);
  });
});

describe('POST /api/update/bookmarks', () => {
  it('toggles starred when no value is given', async () => {
    const target = db.bookmarks.find((bookmark) => !bookmark.starred);
    if (target === undefined) throw new Error('need an unstarred bookmark');
    const response = await postJson('/api/update/bookmarks', { id: target.id });
    expect(response.status).toBe(200);
    const { bookmark } = updateBookmarkResponseSchema.parse(await response.json());
    expect(bookmark).toEqual({ ...target, starred: true });
    await postJson('/api/update/bookmarks', { id: target.id });
    expect((await bookmarks()).find((item) => item.id === target.id)?.starred).toBe(false);
  });

  it('sets the given value, and a newly starred page queues last', async () => {
    const target = db.bookmarks.find((bookmark) => !bookmark.starred);
    if (target === undefined) throw new Error('need an unstarred bookmark');
    await postJson('/api/update/bookmarks', { id: target.id, starred: true });
    await postJson('/api/update/bookmarks', { id: target.id, starred: true });
    const list = await bookmarks();
    expect(list.at(-1)).toEqual({ ...target, starred: true });
    expect(visibleStarred(list).at(-1)?.id).toBe(target.id);
  });

  it.each([
    [{}, /id/],
    [{ id: 'x' }, /id/],
    [{ id: 1, starred: 'yes' }, /starred/],
    ['not json', /valid JSON/],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = structuredClone(db.bookmarks);
    const response = await postJson('/api/update/bookmarks', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(db.bookmarks).toEqual(before);
  });

  it("takes the spec's body { obj: { id, starred } } as well as the flat one", async () => {
    const target = db.bookmarks.find((bookmark) => !bookmark.starred);
    if (target === undefined) throw new Error('need an unstarred bookmark');
    const response = await postJson('/api/update/bookmarks', {
      obj: { id: target.id, starred: true },
    });
    expect(response.status).toBe(200);
    const { bookmark } = updateBookmarkResponseSchema.parse(await response.json());
    expect(bookmark).toEqual({ ...target, starred: true });
    await postJson('/api/update/bookmarks', { obj: { id: target.id } });
    expect((await bookmarks()).find((item) => item.id === target.id)?.starred).toBe(false);
    await postJson('/api/update/bookmarks', { id: target.id, starred: true });
    expect((await bookmarks()).find((item) => item.id === target.id)?.starred).toBe(true);
  });

  it("toggles with the spec's body, whatever starred the client sends", async () => {
    const target = db.bookmarks.find((bookmark) => bookmark.starred);
    if (target === undefined) throw new Error('need a starred bookmark');
    // The client sends the bookmark as it has it: starred. The call toggles it off.
    const response = await postJson('/api/update/bookmarks', {
      obj: { id: target.id, starred: true },
    });
    expect(response.status).toBe(200);
    const { bookmark } = updateBookmarkResponseSchema.parse(await response.json());
    expect(bookmark.starred).toBe(false);
    // Again, and it comes back on, although the body still says starred: true.
    await postJson('/api/update/bookmarks', { obj: { id: target.id, starred: true } });
    expect((await bookmarks()).find((item) => item.id === target.id)?.starred).toBe(true);
  });

  it.each([
    [{ obj: {} }, /id/],
    [{ obj: { id: 0 } }, /id: must be a positive whole number/],
    [{ obj: { id: 1, starred: 'yes' } }, /starred/],
    [{ obj: null }, /expected object/],
  ])('refuses the spec-shaped %j with 400 and changes nothing', async (body, message) => {
    const before = structuredClone(db.bookmarks);
    const response = await postJson('/api/update/bookmarks', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(db.bookmarks).toEqual(before);
  });

  it('answers 404 for an unknown id in either shape', async () => {
    const response = await postJson('/api/update/bookmarks', { obj: { id: 999, starred: true } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown bookmark: 999' });
  });

  it('answers 404 for an unknown id', async () => {
    const before = structuredClone(db.bookmarks);
    const response = await postJson('/api/update/bookmarks', { id: 999, starred: true });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown bookmark: 999' });
    expect(db.bookmarks).toEqual(before);
  });
});

describe('GET /api/main-search/data', () => {
  it('answers the Pages, Files and Contacts groups, limit 4', async () => {
    const response = await getJson('/api/main-search/data');
    expect(response.status).toBe(200);
    const { searchResult } = mainSearchResponseSchema.parse(await response.json());
    expect(searchResult.map((group) => [group.groupTitle, group.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    const [pages, files, contacts] = searchResult;
    expect(Object.keys(pages?.data[0] ?? {}).sort()).toEqual([
      'icon',
      'id',
      'link',
      'target',
      'title',
    ]);
    expect(Object.keys(files?.data[0] ?? {}).sort()).toEqual(['by', 'file', 'size', 'title']);
    expect(Object.keys(contacts?.data[0] ?? {}).sort()).toEqual(['date', 'email', 'img', 'title']);
  });
});
