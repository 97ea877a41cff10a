import { describe, expect, it } from 'vitest';
import { mailText, sanitizeMailHtml } from './sanitize';

const HOSTILE =
  '<p>Hello <a href="javascript:alert(1)">here</a> and <a href="https://example.org">there</a></p>' +
  '<img src=x onerror=alert(1)><script>alert(2)</script><style>p{}</style>';

describe('sanitizeMailHtml', () => {
  it('drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeMailHtml(HOSTILE);
    expect(html).not.toMatch(/script|onerror|javascript:|<style/i);
    expect(html).toContain('Hello');
  });

  it('keeps safe links (opening apart) and describes unexplained images as decorative', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeMailHtml(HOSTILE);
    const safe = host.querySelector('a[href="https://example.org"]');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(safe?.getAttribute('target')).toBe('_blank');
    const img = host.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.hasAttribute('src')).toBe(false);
  });
});

describe('mailText', () => {
  it('gives the text of the paragraphs with spaces between them, and nothing of scripts', () => {
    expect(mailText('<p>One.</p><p>Two.</p><script>alert(1)</script>')).toBe('One. Two.');
  });
});
