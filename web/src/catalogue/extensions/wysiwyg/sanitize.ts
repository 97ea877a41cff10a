import DOMPurify from 'dompurify';

export interface Sanitized {
  html: string;
  /** What DOMPurify took out: elements by tag, attributes as `name` on `tag`. */
  removed: string[];
}

/** Sanitises HTML with DOMPurify and reports what it removed. */
export function sanitizeHtml(html: string): Sanitized {
  const clean = DOMPurify.sanitize(html);
  const removed = DOMPurify.removed.map((r) =>
    'element' in r
      ? `<${r.element.nodeName.toLowerCase()}>`
      : `${r.attribute?.name ?? 'attribute'} on <${r.from.nodeName.toLowerCase()}>`,
  );
  return { html: clean, removed: [...new Set(removed)] };
}
