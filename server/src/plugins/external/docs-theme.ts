/**
 * The look of the API docs page (/api/docs): the portal's logo, name and colours over Swagger UI,
 * served by the server itself (no network). The logo is a copy of web/public/logo.svg (a test
 * keeps the two equal): the API may run without the web build beside it.
 */

export const DOCS_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Makueni County"><rect width="64" height="64" rx="14" fill="#1f7a4d"/><path d="M10 46 L24 24 L32 34 L40 20 L54 46 Z" fill="#f4c542"/><path d="M10 46 h44" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="46" cy="16" r="5" fill="#fff"/></svg>';

/** The portal's primary colour (web/src/styles/_variables.scss) and a darker shade for hover. */
const PRIMARY = '#4c46c8';
const PRIMARY_DARK = '#3b36a3';
/** The primary colour the portal's dark theme uses for text on dark backgrounds. */
const PRIMARY_ON_DARK = '#a8a4ff';

/**
 * The API is public and read-only for residents: its "Authorize" button (in the scheme bar, which
 * holds nothing else here) is hidden. Staff operations keep their lock icons and the bearer scheme
 * in the document. The top bar's box for exploring another document's address goes too: the page
 * documents this API only.
 */
export const DOCS_CSS = `
.swagger-ui .topbar { background: ${PRIMARY}; padding: 8px 0; }
.swagger-ui .topbar .topbar-wrapper > a.link {
  display: flex; align-items: center; gap: 12px; max-width: none;
  color: #fff; text-decoration: none; font-family: sans-serif; font-size: 1.25rem; font-weight: 600;
}
.swagger-ui .topbar .topbar-wrapper > a.link:focus-visible { outline: 3px solid #fff; outline-offset: 4px; }
.swagger-ui .topbar .topbar-wrapper > a.link img { width: 40px; height: 40px; }
.swagger-ui .scheme-container { display: none; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .info a, .swagger-ui .info a:visited { color: ${PRIMARY}; }
.swagger-ui .info a:hover { color: ${PRIMARY_DARK}; }
.swagger-ui .info .title small.version-stamp { background-color: #1f7a4d; }
.swagger-ui .btn.execute { background-color: ${PRIMARY}; border-color: ${PRIMARY}; }
.swagger-ui .btn.execute:hover { background-color: ${PRIMARY_DARK}; }
.swagger-ui .opblock.opblock-get { border-color: ${PRIMARY}; background: rgba(76, 70, 200, 0.06); }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: ${PRIMARY}; }
.swagger-ui .opblock.opblock-get .opblock-summary { border-color: ${PRIMARY}; }
.swagger-ui .info .description h2 { margin-top: 1.5rem; font-size: 1.25rem; }
html.dark-mode .swagger-ui .info a, html.dark-mode .swagger-ui .info a:visited { color: ${PRIMARY_ON_DARK}; }
html.dark-mode .swagger-ui .info a:hover { color: #fff; }
`;

/**
 * Swagger UI draws its top bar after load, and the server's `logo` option then puts the county
 * logo in its link (an image in place of the stock drawing). Once it is there, the image is
 * marked decorative, the portal's name follows it and the link leads to the portal's home.
 */
export function docsScript(portalName: string): string {
  return `(function () {
  var NAME = ${JSON.stringify(portalName)};
  function brand() {
    var link = document.querySelector('#swagger-ui .topbar .topbar-wrapper > a.link');
    var img = link && link.querySelector('img');
    if (!link || !img) return false;
    if (link.querySelector('.portal-name')) return true;
    img.alt = '';
    img.width = 40;
    var name = document.createElement('span');
    name.className = 'portal-name';
    name.textContent = NAME;
    link.appendChild(name);
    link.setAttribute('href', '/');
    return true;
  }
  function start() {
    if (brand()) return;
    var observer = new MutationObserver(function () {
      if (brand()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
}

/**
 * "Start here", shown above the list of operations (Markdown in the document's description): the
 * three calls most readers need, each a working address.
 */
export const START_HERE = [
  '## Start here',
  '',
  'Three calls answer most questions; each works in a browser as written.',
  '',
  '1. **Find projects**: `GET /api/v1/projects`, filtered by ward, sub-county, department, state, financial year or words: ' +
    '[/api/v1/projects?ward=Wote&state=ongoing&limit=20](/api/v1/projects?ward=Wote&state=ongoing&limit=20)',
  '2. **The summary**, every figure the dashboard shows (totals, states, departments, wards) for the same filters: ' +
    '`GET /api/v1/projects/summary`: [/api/v1/projects/summary?ward=Wote](/api/v1/projects/summary?ward=Wote)',
  '3. **A CSV file** of the filtered projects, for a spreadsheet: `GET /api/v1/projects/export.csv`: ' +
    '[/api/v1/projects/export.csv?ward=Wote](/api/v1/projects/export.csv?ward=Wote)',
  '',
  'Repeat a filter to ask for several values (`state=ongoing&state=stalled`). ' +
    'No key is needed for reading; only the staff operations below (marked with a lock) need a sign-in.',
].join('\n');
