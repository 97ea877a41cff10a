/** Limits and group titles of the global search, without schemas (no zod). */

/** Each search group shows at most this many results. */
export const SEARCH_LIMIT = 4;

export const SEARCH_GROUP_TITLES = ['Pages', 'Files', 'Contacts'] as const;
export type SearchGroupTitle = (typeof SEARCH_GROUP_TITLES)[number];
