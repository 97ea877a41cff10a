import type { SearchGroup } from '@app/common/apps/search';
import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../types';
import { groupLimit, searchResults } from './search-results';

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

  it('suggests the first items of each group for an empty query', () => {
    expect(titles('  ', 'pages')).toEqual(['Home', 'Analytics', 'User List', 'Data List View']);
    expect(titles('', 'contacts')).toEqual(['José Muñoz', 'Ann Lee']);
  });

  it('leaves out pages with route parameters and repeated links', () => {
    expect(titles('user', 'pages')).toEqual(['User List']);
  });

  it('has empty Files and Contacts groups until their data arrives', () => {
    const result = searchResults({ pages }, '');
    expect(result.map((g) => g.results.length)).toEqual([4, 0, 0]);
  });
});
