import DOMPurify from 'dompurify';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'];

const SAFE_IMAGE = /^(https:|data:image\/(png|gif|jpe?g|webp);)/i;

/**
 * The mail's own sanitiser: a private DOMPurify instance, so its hook never touches the shared
 * default that other pages (the editor demo) sanitise with.
 */
const purifier = DOMPurify(window);

// Shown images load only from https or inline data and count as decorative unless described;
// links open in a new tab without access to this page.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (!SAFE_IMAGE.test(src)) node.removeAttribute('src');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  } else if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

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

/** Mail HTML made safe to show: no scripts, no event handlers, no javascript: links. */
export function sanitizeMailHtml(html: string): string {
  return purifier.sanitize(neutraliseHandlers(html), {
    USE_PROFILES: { html: true },
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

const textCache = new Map<string, string>();

/** The plain text of mail HTML (for excerpts and search), parsed without running anything. */
export function mailText(html: string): string {
  const known = textCache.get(html);
  if (known !== undefined) return known;
  const fragment = purifier.sanitize(neutraliseHandlers(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS,
    ALLOW_DATA_ATTR: false,
  });
  const parts: string[] = [];
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    parts.push(node.textContent ?? '');
  }
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  if (textCache.size > 500) textCache.clear();
  textCache.set(html, text);
  return text;
}
