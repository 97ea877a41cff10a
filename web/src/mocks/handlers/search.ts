import { http, HttpResponse } from 'msw';
import { applyStar, updateBookmarkBodySchema } from '@app/common/apps/bookmarks';
import {
  buildBookmarks,
  buildMainSearch,
  setPageCatalogue,
  type CataloguePage,
} from '../data/search';
import { db, defineCollection } from '../db';
import { apiPath, guarded, notFound, parseBody } from '../utils';

defineCollection('bookmarks', () => buildBookmarks());
defineCollection('mainSearch', buildMainSearch);

/**
 * Gives the mock the app's pages (from the route registry) for the bookmarks and the search's
 * Pages group, and rebuilds those two collections from them.
 */
export function loadPageCatalogue(pages: readonly CataloguePage[], now: number = Date.now()): void {
  setPageCatalogue(pages);
  db.bookmarks = buildBookmarks();
  db.mainSearch = buildMainSearch(now);
}

export const searchHandlers = [
  http.get(
    apiPath('/api/search/bookmarks/data'),
    guarded(() => HttpResponse.json({ searchResult: db.bookmarks })),
  ),

  /**
   * Toggles the bookmark for the spec's body `{ obj: { id, starred } }`; the flat body sets the
   * `starred` given (toggles when omitted). A newly starred page moves to the end.
   */
  http.post(
    apiPath('/api/update/bookmarks'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, updateBookmarkBodySchema);
      if (!body.ok) return body.response;
      const { id, starred } = body.data;
      if (!db.bookmarks.some((bookmark) => bookmark.id === id)) return notFound('bookmark', id);
      db.bookmarks = applyStar(db.bookmarks, id, starred);
      const bookmark = db.bookmarks.find((item) => item.id === id);
      return HttpResponse.json({ bookmark });
    }),
  ),

  http.get(
    apiPath('/api/main-search/data'),
    guarded(() => HttpResponse.json({ searchResult: db.mainSearch })),
  ),
];
