import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/common.json';
import en from '@/i18n/locales/en/common.json';
import fr from '@/i18n/locales/fr/common.json';
import pt from '@/i18n/locales/pt/common.json';
import { defineAbilityFor } from '@/lib/ability';
import { registry } from './registry';
import { containsPath, findTrail, routeNodes, toMenu, walk } from './tree';
import type { NavNode } from '@/types/navigation';

const lookup = (bundle: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      bundle,
    );

/** Names of libraries, the same in every language. */
const PROPER_NOUNS = new Set([
  'menu.formik',
  'menu.agGrid',
  'menu.reactTables',
  'menu.apexCharts',
  'menu.chartJs',
  'menu.recharts',
  'menu.toastr',
  'menu.i18n',
  'menu.swiper',
  'menu.avatar',
]);

describe('route registry', () => {
  const all = walk(registry).map((e) => e.node);

  it('has unique ids and unique paths', () => {
    const ids = all.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    const links = all.filter((n) => n.navLink && n.type !== 'external-link').map((n) => n.navLink);
    expect(new Set(links).size).toBe(links.length);
  });

  it('gives every enabled leaf a page, and only collapses children', () => {
    for (const n of all) {
      if (n.type === 'item' && !n.disabled) expect(n.page, n.id).toBeTypeOf('function');
      if (n.type !== 'collapse') expect(n.children, n.id).toBeUndefined();
    }
  });

  it('translates every title and badge into all four languages, not copying English', () => {
    for (const n of all) {
      for (const key of [n.title, n.badgeText].filter(
        (k): k is string => Boolean(k) && !/^\d+$/.test(k ?? ''),
      )) {
        const english = lookup(en, key);
        expect(english, `${key} in en`).toBeTypeOf('string');
        for (const bundle of [de, fr, pt]) expect(lookup(bundle, key), key).toBeTypeOf('string');
        if (PROPER_NOUNS.has(key)) continue;
        const copies = [de, fr, pt].filter((b) => lookup(b, key) === english).length;
        // Proper nouns such as "Dashboards" may match in one language, never in all three.
        expect(copies, `${key} copied from English`).toBeLessThan(3);
      }
    }
  });

  it('registers the shell routes of the spec', () => {
    const paths = routeNodes(registry).map((n) => n.navLink);
    for (const p of [
      '/',
      '/analytics',
      '/misc/not-authorized',
      '/misc/error/404',
      '/misc/error/500',
      '/misc/coming-soon',
      '/misc/maintenance',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('hides Analytics from editors and keeps Home for both roles', () => {
    const ids = (role: 'admin' | 'editor') =>
      walk(toMenu(registry, defineAbilityFor(role))).map((e) => e.node.id);
    expect(ids('admin')).toEqual(expect.arrayContaining(['home', 'analytics']));
    expect(ids('editor')).toContain('home');
    expect(ids('editor')).not.toContain('analytics');
  });

  it('finds the trail of a route for breadcrumbs and the open group', () => {
    expect(findTrail(registry, '/analytics').map((n) => n.id)).toEqual(['dashboards', 'analytics']);
    expect(findTrail(registry, '/misc/error/404/').map((n) => n.id)).toEqual([
      'misc',
      'misc-error-404',
    ]);
    expect(findTrail(registry, '/nowhere')).toEqual([]);
  });
});

describe('menu aliases', () => {
  it('marks a menu item active on the hidden routes beside it that show its page', () => {
    const page = () => Promise.resolve({ default: () => null });
    const nodes: NavNode[] = [
      { id: 'todo', title: 'menu.todo', type: 'item', navLink: '/todo/all', page },
      {
        id: 'todo-filter',
        title: 'menu.todo',
        type: 'item',
        navLink: '/todo/:filter',
        page,
        hidden: true,
      },
      { id: 'chat', title: 'menu.chat', type: 'item', navLink: '/chat', page: () => page() },
    ];
    const menu = toMenu(nodes, defineAbilityFor('admin'));
    expect(menu.map((n) => n.id)).toEqual(['todo', 'chat']);
    expect(menu[0]?.activeLinks).toEqual(['/todo/:filter']);
    expect(menu[1]?.activeLinks).toBeUndefined();
    expect(containsPath(menu[0] as NavNode, '/todo/starred')).toBe(true);
    expect(containsPath(menu[1] as NavNode, '/todo/starred')).toBe(false);
  });
});
