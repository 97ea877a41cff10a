import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitising editor HTML', () => {
  it('drops scripts and event handler attributes and says so', () => {
    const { html, removed } = sanitizeHtml(
      '<p>Hello <b>there</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">',
    );
    expect(html).toBe('<p>Hello <b>there</b></p><img src="x.png">');
    expect(removed).toEqual(['<script>', 'onerror on <img>']);
  });
});
