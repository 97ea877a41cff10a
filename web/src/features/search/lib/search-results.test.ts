import type { SearchGroup } from '@app/common/apps/search';
import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../types';
import { SEARCH_LIMIT } from '@/config/theme-config';
import { placesOf } from './places';
import {
  groupLimit,
  navbarGroups,
  pageResults,
  pageSlice,
  placeResults,
  projectResults,
  type ProjectHit,
  searchResults,
} from './search-results';

const pages: SearchPage[] = [
  { id: 'home', title: 'Home', link: '/' },
  { id: 'analytics', title: 'Analytics', link: '/analytics', keywords: ['statistics'] },
  { id: 'list-a', title: 'User List', link: '/pages/user/list' },
  { id: 'list-b', title: 'Data List View', link: '/data-list/list-view' },
  { id: 'list-c', title: 'Todo list', link: '/todo/all' },
  { id: 'list-d', title: 'Listing settings', link: '/settings' },
  { id: 'list-e', title: 'Wish list', link: '/ecommerce/wishlist' },
  { id: 'detail', title: 'User detail list', link: '/users/:id' },
  { id: 'alias', title: 'User List (alias)', link: '/pages/user/list' },
];

const file = (title: string, by = 'Finance') => ({ title, by, size: '1 MB', file: 'data:,' });
const contact = (title: string, email: string) => ({
  title,
  email,
  img: 'data:,',
  date: '2026-01-01',
});

const groups: SearchGroup[] = [
  { groupTitle: 'Pages', searchLimit: 4, data: [] },
  {
    groupTitle: 'Files',
    searchLimit: 4,
    data: [
      file('Budget 2025.pdf'),
      file('Budget 2026.pdf'),
      file('Budget notes.doc'),
      file('Budget photos.zip'),
      file('Budget review.xls'),
      file('Roads.csv', 'Budget office'),
    ],
  },
  {
    groupTitle: 'Contacts',
    searchLimit: 10,
    data: [contact('José Muñoz', 'jose@example.org'), contact('Ann Lee', 'ann@munoz.example')],
  },
];

const titles = (query: string, id: 'pages' | 'files' | 'contacts') =>
  searchResults({ pages, groups }, query)
    .find((g) => g.id === id)
    ?.results.map((r) => r.item.title);

describe('searchResults', () => {
  it('returns the three groups in order', () => {
    expect(searchResults({ pages, groups }, 'x').map((g) => g.id)).toEqual([
      'pages',
      'files',
      'contacts',
    ]);
  });

  it('caps every group at 4, even when the data allows more', () => {
    expect(titles('list', 'pages')).toHaveLength(4);
    expect(titles('budget', 'files')).toHaveLength(4);
    expect(groupLimit(10)).toBe(4);
    expect(groupLimit(2)).toBe(2);
    expect(groupLimit(undefined)).toBe(4);
  });

  it('puts titles that start with the query first, then other title matches, then other fields', () => {
    expect(titles('list', 'pages')).toEqual([
      'Listing settings',
      'User List',
      'Data List View',
      'Todo list',
    ]);
    expect(titles('roads budget', 'files')).toEqual([]);
    expect(titles('budget office', 'files')).toEqual(['Roads.csv']);
  });

  it('matches without regard to case or accents, in titles and emails', () => {
    expect(titles('MUNOZ', 'contacts')).toEqual(['José Muñoz', 'Ann Lee']);
    expect(titles('jose', 'contacts')).toEqual(['José Muñoz']);
  });

  it('finds pages by keyword', () => {
    expect(titles('statistics', 'pages')).toEqual(['Analytics']);
  });

  it('suggests pages only for an empty query, the portal’s when the list marks them', () => {
    expect(titles('  ', 'pages')).toEqual(['Home', 'Analytics', 'User List', 'Data List View']);
    expect(titles('', 'contacts')).toEqual([]);
    expect(titles('', 'files')).toEqual([]);
    const marked = pages.map((p) => ({ ...p, portal: p.title === 'Home' }));
    expect(pageResults(marked, '').map((r) => r.item.title)).toEqual(['Home']);
    // A query still finds every page.
    expect(pageResults(marked, 'analytics').map((r) => r.item.title)).toEqual(['Analytics']);
  });

  it('suggests no staff page that would only ask the visitor to sign in, but finds it by name', () => {
    const marked = pages.map((p) => ({
      ...p,
      portal: p.title === 'Home' || p.title === 'Analytics',
      signInFirst: p.title === 'Analytics',
    }));
    expect(pageResults(marked, '').map((r) => r.item.title)).toEqual(['Home']);
    expect(pageResults(marked, 'analytics').map((r) => r.item.title)).toEqual(['Analytics']);
    // With a staff session stored it is suggested like the other portal pages.
    const signedIn = marked.map((p) => ({ ...p, signInFirst: false }));
    expect(pageResults(signedIn, '').map((r) => r.item.title)).toEqual(['Home', 'Analytics']);
  });

  it('leaves out pages with route parameters and repeated links', () => {
    expect(titles('user', 'pages')).toEqual(['User List']);
  });

  it('has empty Files and Contacts groups until their data arrives', () => {
    const result = searchResults({ pages }, '');
    expect(result.map((g) => g.results.length)).toEqual([4, 0, 0]);
  });
});

describe('places and projects in the search', () => {
  const places = placesOf({
    subCounties: [
      {
        name: 'Kilome',
        code: '084',
        wards: [
          { name: 'Kasikeu', code: '0417' },
          { name: 'Mukaa', code: '0418' },
        ],
      },
      { name: 'Kaiti', code: '085', wards: [{ name: 'Kee', code: '0421' }] },
    ],
    departments: [{ id: 'health', name: 'Health Services' }],
  });

  it('finds a ward by name and links to the dashboard filtered to it', () => {
    const [hit, ...rest] = placeResults(places, 'kasik');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ kind: 'place', title: [0, 5] });
    expect(hit?.kind === 'place' && hit.item).toMatchObject({
      kind: 'ward',
      parent: 'Kilome',
      link: '/?ward=Kasikeu',
    });
  });

  it('finds wards and sub-counties by code, departments by name, names first', () => {
    expect(placeResults(places, '0418').map((r) => r.key)).toEqual(['place:ward:Mukaa']);
    expect(placeResults(places, 'health')[0]?.item).toMatchObject({ link: '/?department=health' });
    // "ke" starts Kee and is inside Kasikeu: the start of a name ranks first.
    expect(placeResults(places, 'ke').map((r) => r.key)).toEqual([
      'place:ward:Kee',
      'place:ward:Kasikeu',
    ]);
    // Before a query: the sub-counties.
    expect(placeResults(places, '').map((r) => r.key)).toEqual([
      'place:subCounty:Kilome',
      'place:subCounty:Kaiti',
    ]);
    // A whole name ranks before a name that starts with the query.
    expect(placeResults(places, 'kee')[0]?.key).toBe('place:ward:Kee');
    expect(placeResults(places, 'a', 2)).toHaveLength(2);
  });

  it('groups Pages, Places, Projects, Files and Contacts, the portal groups only for a query', () => {
    const base = searchResults({ pages, groups }, 'budget');
    const projects = projectResults(
      [
        {
          code: 'MKN-1',
          title: 'Kasikeu water pan',
          ward: 'Kasikeu',
          state: 'ongoing',
          department: 'Water',
        },
      ],
      'water',
    );
    const grouped = navbarGroups(base, placeResults(places, 'budget'), projects, true);
    expect(grouped.map((g) => g.id)).toEqual(['pages', 'places', 'projects', 'files', 'contacts']);
    expect(grouped[2]?.results[0]).toMatchObject({ key: 'project:MKN-1', title: [8, 13] });
    expect(grouped.find((g) => g.id === 'files')?.results).toHaveLength(SEARCH_LIMIT);
    expect(navbarGroups(base, [], [], false).map((g) => g.id)).toEqual(['pages', 'places']);
    // Words naming a place put places and projects first.
    expect(navbarGroups(base, [], [], true, true).map((g) => g.id)).toEqual([
      'places',
      'projects',
      'pages',
      'files',
      'contacts',
    ]);
  });

  it('ranks a ward’s own projects first, then by the field that holds the words', () => {
    const hit = (code: string, over: Partial<ProjectHit>): ProjectHit => ({
      code,
      title: 'Borehole',
      ward: 'Mukaa',
      state: 'ongoing',
      department: 'Water',
      contractor: null,
      ...over,
    });
    const inWard = [hit('W-1', { ward: 'Kasikeu' })];
    const found = [
      hit('C-1', { contractor: 'Kasikeu Road Builders' }),
      hit('D-1', {}),
      hit('T-1', { title: 'Kasikeu market shed' }),
      hit('W-1', { ward: 'Kasikeu' }),
    ];
    const results = projectResults(found, 'kasikeu', 10, inWard);
    expect(results.map((r) => (r.kind === 'project' ? [r.key, r.field] : null))).toEqual([
      ['project:W-1', 'ward'],
      ['project:T-1', 'title'],
      ['project:C-1', 'contractor'],
    ]);
    // Matches no shown field explains (a close spelling) show only when nothing else matched.
    expect(projectResults([hit('D-1', {})], 'email', 10, [], 0)).toHaveLength(1);
    expect(projectResults([hit('D-1', {})], 'email', 10, [], 1)).toHaveLength(0);
  });

  it('pages through a long list, keeping the page in range', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageSlice(items, 1, 5)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pages: 3 });
    expect(pageSlice(items, 3, 5)).toEqual({ items: [10, 11], page: 3, pages: 3 });
    expect(pageSlice(items, 9, 5).page).toBe(3);
    expect(pageSlice([], 1, 5)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
