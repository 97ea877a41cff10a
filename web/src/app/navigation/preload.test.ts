import { describe, expect, it, vi } from 'vitest';
import { changeRole } from '@/features/auth/auth-slice';
import { makeStore } from '@/lib/store/store';
import { SESSION_PROVIDER_KEY } from '@/lib/stored-session';
import type { NavNode } from '@/types/navigation';
import { prefetchPage, preloadedPage, preloadPage } from './preload';

function tree(home: NavNode['page'], project: NavNode['page']): NavNode[] {
  return [
    { id: 'home', title: 'menu.home', type: 'item', navLink: '/', page: home },
    {
      id: 'group',
      title: 'menu.group',
      type: 'collapse',
      children: [
        {
          id: 'project',
          title: 'menu.project',
          type: 'item',
          navLink: '/projects/:code',
          page: project,
        },
      ],
    },
    { id: 'docs', title: 'menu.docs', type: 'external-link', navLink: 'https://example.org' },
  ];
}

describe('preloadPage', () => {
  it('starts loading only the page of the opened address', async () => {
    const home = vi.fn(() => Promise.resolve({ default: () => null }));
    const project = vi.fn(() => Promise.resolve({ default: () => null }));
    await preloadPage(tree(home, project), '/projects/MKN-2023-00002');
    expect(project).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    expect(preloadedPage(project)).toBeTypeOf('function');
    expect(preloadedPage(home)).toBeUndefined();
    await preloadPage(tree(home, project), '/');
    expect(home).toHaveBeenCalledTimes(1);
    expect(preloadedPage(home)).toBeTypeOf('function');
  });

  it('does nothing for unknown addresses and swallows a failed load', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const other = vi.fn(() => Promise.resolve({ default: () => null }));
    await expect(preloadPage(tree(other, failing), '/nowhere')).resolves.toBeUndefined();
    await expect(preloadPage(tree(other, failing), '/projects/X')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(preloadedPage(failing)).toBeUndefined();
    expect(other).not.toHaveBeenCalled();
  });

  it("leaves a staff page's code alone until a session is stored", async () => {
    const staff = vi.fn(() => Promise.resolve({ default: () => null }));
    const nodes: NavNode[] = [
      {
        id: 's',
        title: 'menu.s',
        type: 'item',
        navLink: '/staff/s',
        page: staff,
        permissions: ['admin'],
        staffData: true,
      },
    ];
    localStorage.removeItem(SESSION_PROVIDER_KEY);
    await preloadPage(nodes, '/staff/s');
    expect(staff).not.toHaveBeenCalled();
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    await preloadPage(nodes, '/staff/s');
    expect(staff).toHaveBeenCalledTimes(1);
    localStorage.removeItem(SESSION_PROVIDER_KEY);
  });
});

describe('prefetchPage', () => {
  const page = () => Promise.resolve({ default: () => null });
  const nodes = (prefetch: NavNode['prefetch']): NavNode[] => [
    {
      id: 'home',
      title: 'menu.home',
      type: 'item',
      navLink: '/',
      page,
      permissions: ['admin'],
      prefetch,
    },
    { id: 'about', title: 'menu.about', type: 'item', navLink: '/about', page },
  ];

  it("starts the opened page's requests with the store and the full address", async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const store = makeStore();
    const url = new URL('http://localhost/?ward=Wote');
    await prefetchPage(nodes(prefetch), store, url);
    expect(prefetch).toHaveBeenCalledWith(store, url);
    await prefetchPage(nodes(prefetch), store, new URL('http://localhost/about'));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a page the role may not see, and swallows a failure', async () => {
    const prefetch = vi.fn(() => Promise.reject(new Error('offline')));
    const store = makeStore();
    store.dispatch(changeRole('editor'));
    await prefetchPage(nodes(prefetch), store, new URL('http://localhost/'));
    expect(prefetch).not.toHaveBeenCalled();
    store.dispatch(changeRole('admin'));
    await expect(
      prefetchPage(nodes(prefetch), store, new URL('http://localhost/')),
    ).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a page of staff data when no session is stored', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const staffNodes = nodes(prefetch).map((node): NavNode => ({ ...node, staffData: true }));
    await prefetchPage(staffNodes, makeStore(), new URL('http://localhost/'));
    expect(prefetch).not.toHaveBeenCalled();
    localStorage.setItem(SESSION_PROVIDER_KEY, 'jwt');
    await prefetchPage(staffNodes, makeStore(), new URL('http://localhost/'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    localStorage.removeItem(SESSION_PROVIDER_KEY);
  });
});
