import { describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

describe('applyAppStyles', () => {
  it('applies each preloaded app stylesheet and resolves once they have loaded', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/a.css" data-app-style>' +
      '<link rel="preload" as="style" href="/assets/other.css">';
    let done = false;
    const ready = applyAppStyles(doc).then(() => {
      done = true;
    });
    const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((s) => s.getAttribute('href'))).toEqual(['/assets/a.css']);
    expect(sheets[0]?.getAttribute('crossorigin')).toBe('');
    await Promise.resolve();
    expect(done).toBe(false);
    sheets[0]?.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
  });

  it('does not wait for a stylesheet that fails, nor when there is none', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    await expect(applyAppStyles(doc)).resolves.toBeUndefined();
    doc.head.innerHTML = '<link rel="preload" as="style" href="/assets/b.css" data-app-style>';
    const ready = applyAppStyles(doc);
    doc.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });
});
