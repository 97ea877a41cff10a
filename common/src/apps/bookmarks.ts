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

/** The fields of a bookmark update: `starred` is the value to set; without it the flag toggles. */
export const bookmarkUpdateSchema = z.object({
  id: idSchema,
  starred: z.boolean().optional(),
});
export type UpdateBookmarkBody = z.input<typeof bookmarkUpdateSchema>;

/** The spec's body of POST /api/update/bookmarks: the bookmark as the client has it. */
const specUpdateBodySchema = z.object({ obj: bookmarkUpdateSchema });

/**
 * POST /api/update/bookmarks. The spec's body is `{ obj: { id, starred } }` and the call
 * toggles the bookmark: `starred` there is the flag as the client has it, not a value to set, so
 * it reads as a toggle (`starred` left out). The flat `{ id, starred }` the app sends sets the
 * value given (so a repeated call changes nothing) and toggles when `starred` is omitted.
 */
export const updateBookmarkBodySchema = z.unknown().transform((body, ctx): UpdateBookmarkBody => {
  const isSpecShape = body !== null && typeof body === 'object' && 'obj' in body;
  const parsed = isSpecShape
    ? specUpdateBodySchema.safeParse(body)
    : bookmarkUpdateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  }
  return 'obj' in parsed.data ? { id: parsed.data.obj.id } : parsed.data;
});
/** The spec's shape of the body. */
export interface UpdateBookmarkSpecBody {
  obj: UpdateBookmarkBody;
}

export const updateBookmarkResponseSchema = z.object({ bookmark: bookmarkSchema });
export type UpdateBookmarkResponse = z.infer<typeof updateBookmarkResponseSchema>;
