import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/catalogue/extensions/wysiwyg/sanitize';
import { mailText, neutraliseHandlers } from './mail-text';
import { sanitizeMailHtml } from './sanitize';

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

describe('neutraliseHandlers', () => {
  it('renames handler attributes in every spelling before anything parses them', () => {
    expect(
      neutraliseHandlers(
        '<img src=x onerror=alert(1)><img/onload=x><p title="a"onclick=y>on=ok</p>',
      ),
    ).toBe(
      '<img src=x data-blocked-onerror=alert(1)><img/data-blocked-onload=x>' +
        '<p title="a"data-blocked-onclick=y>on=ok</p>',
    );
  });

  it('leaves no renamed attribute in the sanitised mail', () => {
    expect(sanitizeMailHtml('<img src=x onerror=alert(1)>')).toBe('<img alt="">');
  });
});

describe('mailText', () => {
  it('gives the text of the paragraphs with spaces between them, and nothing of scripts', () => {
    expect(mailText('<p>One.</p><p>Two.</p><script>alert(1)</script>')).toBe('One. Two.');
  });
});

describe('the shared DOMPurify default', () => {
  it("is untouched by the mail sanitiser: the editor demo's links and images stay as written", () => {
    // This module (and its hook) has loaded; the editor demo's sanitiser must not see it.
    expect(sanitizeMailHtml('<a href="https://example.org">x</a>')).toContain('target="_blank"');
    const { html } = sanitizeHtml(
      '<p><a href="https://example.org">there</a><img src="http://example.org/a.png"></p>',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const link = host.querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
    const img = host.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://example.org/a.png');
    expect(img?.hasAttribute('alt')).toBe(false);
  });
});
