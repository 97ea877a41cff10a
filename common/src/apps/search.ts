import { z } from '../zod.ts';
import { idSchema } from './primitives';

// The schema-free part (importable without zod), re-exported so this module is the whole contract.
export * from './search-constants.ts';

export const searchPageItemSchema = z.object({
  id: idSchema,
  target: z.string().min(1),
  title: z.string().min(1),
  link: z.string().startsWith('/'),
  /** A lucide icon name. */
  icon: z.string().min(1),
});
export type SearchPageItem = z.infer<typeof searchPageItemSchema>;

export const searchFileItemSchema = z.object({
  title: z.string().min(1),
  /** Who shared the file. */
  by: z.string().min(1),
  /** Human-readable size, e.g. `2.4 MB`. */
  size: z.string().min(1),
  /** An image (data URI) for the file type. */
  file: z.string().min(1),
});
export type SearchFileItem = z.infer<typeof searchFileItemSchema>;

export const searchContactItemSchema = z.object({
  title: z.string().min(1),
  email: z.string().min(1),
  /** Avatar image (data URI). */
  img: z.string().min(1),
  /** ISO date, `YYYY-MM-DD`. */
  date: z.string().min(1),
});
export type SearchContactItem = z.infer<typeof searchContactItemSchema>;

const groupBase = { searchLimit: z.int().positive() };

export const searchGroupSchema = z.discriminatedUnion('groupTitle', [
  z.object({ groupTitle: z.literal('Pages'), ...groupBase, data: z.array(searchPageItemSchema) }),
  z.object({ groupTitle: z.literal('Files'), ...groupBase, data: z.array(searchFileItemSchema) }),
  z.object({
    groupTitle: z.literal('Contacts'),
    ...groupBase,
    data: z.array(searchContactItemSchema),
  }),
]);
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** GET /api/main-search/data. */
export const mainSearchResponseSchema = z.object({ searchResult: z.array(searchGroupSchema) });
export type MainSearchResponse = z.infer<typeof mainSearchResponseSchema>;
