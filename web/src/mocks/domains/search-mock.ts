/** The bookmarks' and the global search's handlers and data, loaded with their first call. */
export { searchHandlers as handlers } from '../handlers/search';
