import { z } from '../zod.ts';
import { idSchema } from './primitives';

// The schema-free part (importable without zod), re-exported so this module is the whole contract.
export * from './bookmark-stars.ts';

export const bookmarkSchema = z.object({
  id: idSchema,
  /** Stable key of the page, e.g. `email` or `userList`. */
  target: z.string().min(1),
  title: z.string().min(1),
  /** An application route, e.g. `/email/inbox`. */
  link: z.string().startsWith('/'),
  /** A lucide icon name, e.g. `Mail`. */
  icon: z.string().min(1),
  starred: z.boolean(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** GET /api/search/bookmarks/data. The list order is the star order (see `applyStar`). */
export const bookmarksResponseSchema = z.object({ searchResult: z.array(bookmarkSchema) });
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;

/**
 * POST /api/update/bookmarks. `starred` is the value to set; without it the flag toggles.
 */
export const updateBookmarkBodySchema = z.object({
  id: idSchema,
  starred: z.boolean().optional(),
});
export type UpdateBookmarkBody = z.input<typeof updateBookmarkBodySchema>;

export const updateBookmarkResponseSchema = z.object({ bookmark: bookmarkSchema });
export type UpdateBookmarkResponse = z.infer<typeof updateBookmarkResponseSchema>;
