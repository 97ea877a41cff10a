/**
 * The plain text of mail HTML, for the list's excerpts and the search, without the sanitiser:
 * the list paints before DOMPurify (only the open mail's view needs it) has loaded.
 */

const HANDLER_ATTRIBUTE = /(<[^>]*?[\s/"'])on([a-z]+\s*=)/gi;

/**
 * Renames event-handler attributes (`onerror=` → `data-blocked-onerror=`) before the markup is
 * parsed at all: even an inert parse makes the browser look at them (a content security policy
 * then logs a refused handler). DOMPurify still does the sanitising; the renamed attributes are
 * dropped with every other data attribute.
 */
export function neutraliseHandlers(html: string): string {
  let previous: string;
  let next = html;
  do {
    previous = next;
    next = next.replace(HANDLER_ATTRIBUTE, '$1data-blocked-on$2');
  } while (next !== previous);
  return next;
}

/** Elements whose text is not the mail's text (and forms, which the view does not show). */
const NOT_TEXT = 'script, style, template, noscript, form, input, button, textarea, select, iframe';

const textCache = new Map<string, string>();

/**
 * The plain text of mail HTML (for excerpts and search). It is parsed into a separate, inert
 * document (DOMParser: nothing runs, nothing loads), with the handlers renamed first.
 */
export function mailText(html: string): string {
  const known = textCache.get(html);
  if (known !== undefined) return known;
  const doc = new DOMParser().parseFromString(neutraliseHandlers(html), 'text/html');
  for (const element of Array.from(doc.querySelectorAll(NOT_TEXT))) element.remove();
  const parts: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    parts.push(node.textContent ?? '');
  }
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  if (textCache.size > 500) textCache.clear();
  textCache.set(html, text);
  return text;
}
