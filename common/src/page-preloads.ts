/**
 * page-preloads.json: written by the web build beside index.html (web/build/page-preloads.ts),
 * read by the server, which names each landing page's own code in that page's HTML.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** One landing page: its route pattern and the files its lazy page needs beyond the app's entry. */
export interface PagePreload {
  /** Route pattern as in the registry: "/", "/projects/:code". */
  path: string;
  /** JavaScript chunks, as URLs ("/assets/..."). */
  scripts: string[];
  /** Stylesheets those chunks bring. */
  styles: string[];
}

/**
 * routes.json: written by the web build beside index.html (web/build/route-list.ts), the route
 * patterns of the app's registry. The server answers a path none of them matches with 404 (and
 * the app's not-found page) instead of 200.
 */
export const SPA_ROUTES_FILE = 'routes.json';

/** The content of routes.json. */
export interface SpaRoutes {
  /** Route patterns as in the registry: "/", "/projects/:code". */
  routes: string[];
}

/**
 * Where index.html's loading screen takes the intro the server writes for a page whose address
 * names a thing of the data (a project's title and description), so a slow phone shows what is
 * coming at first paint. The build keeps the comment; the server replaces it.
 */
export const PAGE_INTRO_MARKER = '<!-- page-intro -->';
