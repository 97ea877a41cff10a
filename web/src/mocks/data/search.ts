import type { Bookmark } from '@app/common/apps/bookmarks';
import {
  SEARCH_LIMIT,
  type SearchContactItem,
  type SearchFileItem,
  type SearchGroup,
  type SearchPageItem,
} from '@app/common/apps/search';
import { DAY_MS, captionImage, initialsAvatar, isoDate } from '../utils';

/** A page of the app as the bookmarks and the search's Pages group show it. */
export type CataloguePage = Omit<SearchPageItem, 'id'>;

let pages: readonly CataloguePage[] = [];

/**
 * The app's pages (lucide icon names), handed over by the app from its route registry when the
 * mock service starts, so the mock never keeps a list of its own.
 */
export function setPageCatalogue(list: readonly CataloguePage[]): void {
  pages = list;
}

/** The pages starred in the sample data (at most the cap): the portal's, then the main apps. */
const STARRED_LINKS = new Set([
  '/',
  '/about',
  '/analytics',
  '/email/inbox',
  '/chat',
  '/todo/all',
  '/calendar',
  '/data-list/list-view',
  '/pages/user/list',
]);

export function buildBookmarks(): Bookmark[] {
  return pages.map((page, index) => ({
    id: index + 1,
    ...page,
    starred: STARRED_LINKS.has(page.link),
  }));
}

const FILE_COLOURS: Record<string, string> = {
  PDF: '#ea5455',
  XLS: '#28c76f',
  DOC: '#7367f0',
  CSV: '#00cfe8',
  ZIP: '#ff9f43',
  JPG: '#4b4b4b',
};

function fileIcon(name: string): string {
  const extension = (name.split('.').pop() ?? '').toUpperCase();
  return captionImage(extension, FILE_COLOURS[extension] ?? '#82868b', 48);
}

const FILES: readonly Omit<SearchFileItem, 'file'>[] = [
  {
    title: 'Sample County Budget Estimates 2025-26.pdf',
    by: 'Finance and Planning',
    size: '2.4 MB',
  },
  { title: 'Sample Ward Projects Register.xls', by: 'Musyoka Mutua', size: '860 kB' },
  { title: 'Sample Water Points Survey.csv', by: 'Kilome Water Services', size: '312 kB' },
  { title: 'Sample Public Participation Minutes.doc', by: 'Ndinda Wambua', size: '148 kB' },
  { title: 'Sample Road Works Photos.zip', by: 'Roads and Transport', size: '18.2 MB' },
  { title: 'Sample Health Facilities List.xls', by: 'Health Services', size: '540 kB' },
  { title: 'Sample Market Stalls Map.jpg', by: 'Trade and Tourism', size: '1.1 MB' },
  { title: 'Sample ECDE Enrolment Report.pdf', by: 'Education and ICT', size: '3.7 MB' },
];

const CONTACTS: readonly { name: string; email: string; daysAgo: number }[] = [
  { name: 'Mwende Kioko', email: 'mwende.kioko@makueni.example', daysAgo: 2 },
  { name: 'Musyoka Mutua', email: 'musyoka.mutua@makueni.example', daysAgo: 5 },
  { name: 'Ndinda Wambua', email: 'ndinda.wambua@makueni.example', daysAgo: 9 },
  { name: 'Kyalo Mbithi', email: 'kyalo.mbithi@mail.example', daysAgo: 12 },
  { name: 'Syokau Mulwa', email: 'syokau.mulwa@mail.example', daysAgo: 20 },
  { name: 'Kilonzo Makau', email: 'kilonzo.makau@mail.example', daysAgo: 31 },
  { name: 'Wavinya Nzioka', email: 'wavinya.nzioka@mail.example', daysAgo: 44 },
  { name: 'Mutinda Ngui', email: 'mutinda.ngui@mail.example', daysAgo: 60 },
];

/** The three groups of the global search (Pages, Files, Contacts), 4 results each on show. */
export function buildMainSearch(now: number): SearchGroup[] {
  const contacts: SearchContactItem[] = CONTACTS.map((contact) => ({
    title: contact.name,
    email: contact.email,
    img: initialsAvatar(contact.name),
    date: isoDate(now - contact.daysAgo * DAY_MS),
  }));
  return [
    {
      groupTitle: 'Pages',
      searchLimit: SEARCH_LIMIT,
      data: pages.map((page, index) => ({ id: index + 1, ...page })),
    },
    {
      groupTitle: 'Files',
      searchLimit: SEARCH_LIMIT,
      data: FILES.map((file) => ({ ...file, file: fileIcon(file.title) })),
    },
    { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: contacts },
  ];
}
