import { describe, expect, it } from 'vitest';
import type { NavNode } from '@/types/navigation';
import { findTrail, routeNodes, walk } from './tree';

const page = () => Promise.resolve({ default: () => null });

const NODES: NavNode[] = [
  { id: 'home', title: 'Home', type: 'item', navLink: '/', page },
  {
    id: 'apps',
    title: 'Apps',
    type: 'collapse',
    children: [
      { id: 'mail', title: 'Mail', type: 'item', navLink: '/mail/:folder', page },
      {
        id: 'shop',
        title: 'Shop',
        type: 'collapse',
        children: [{ id: 'cart', title: 'Cart', type: 'item', navLink: '/shop/cart', page }],
      },
    ],
  },
  { id: 'docs', title: 'Docs', type: 'external-link', navLink: '/docs', page },
];

describe('the navigation tree', () => {
  it('walks every node depth first, each with its ancestors', () => {
    expect(walk(NODES).map((e) => [e.node.id, e.parents.map((p) => p.id)])).toEqual([
      ['home', []],
      ['apps', []],
      ['mail', ['apps']],
      ['shop', ['apps']],
      ['cart', ['apps', 'shop']],
      ['docs', []],
    ]);
  });

  it('lists the routes: nodes with a page and an address, not outside links', () => {
    expect(routeNodes(NODES).map((n) => n.id)).toEqual(['home', 'mail', 'cart']);
  });

  it('finds a path’s trail, with parameters and a trailing slash, the same on every call', () => {
    expect(findTrail(NODES, '/shop/cart/').map((n) => n.id)).toEqual(['apps', 'shop', 'cart']);
    expect(findTrail(NODES, '/mail/inbox').map((n) => n.id)).toEqual(['apps', 'mail']);
    expect(findTrail(NODES, '/mail/inbox').map((n) => n.id)).toEqual(['apps', 'mail']);
    expect(findTrail(NODES, '/docs')).toEqual([]);
    expect(findTrail(NODES, '/nowhere')).toEqual([]);
  });
});
