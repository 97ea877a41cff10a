import { describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { pageCatalogue } from './page-catalogue';
import { registry } from './registry';
import { routeNodes } from './tree';

describe('the page catalogue handed to the mock service', () => {
  it('lists every linkable page of the registry once, with its English title and icon name', async () => {
    await i18nReady;
    const pages = pageCatalogue(registry, i18next.getFixedT('en'));
    const linkable = routeNodes(registry).filter(
      (n) => !n.hidden && !n.disabled && !(n.navLink ?? '').includes(':'),
    );
    expect(pages.map((p) => p.link)).toEqual(linkable.map((n) => n.navLink));
    expect(new Set(pages.map((p) => p.link)).size).toBe(pages.length);
    const home = pages.find((p) => p.link === '/');
    expect(home).toEqual({ target: 'home', title: 'Home', link: '/', icon: 'House' });
    for (const page of pages) {
      expect(page.title, page.link).not.toMatch(/^menu\./);
      expect(page.icon, page.link).toMatch(/^[A-Z]\w+$/);
    }
  });
});
