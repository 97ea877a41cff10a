import DOMPurify from 'dompurify';
import { neutraliseHandlers } from './mail-text';

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
