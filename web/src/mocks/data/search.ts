import type { Bookmark } from '@app/common/apps/bookmarks';
import {
  SEARCH_LIMIT,
  type SearchContactItem,
  type SearchFileItem,
  type SearchGroup,
  type SearchPageItem,
} from '@app/common/apps/search';
import { DAY_MS, captionImage, initialsAvatar, isoDate } from '../utils';

/**
 * Pages of the application offered as bookmarks (lucide icon names): the portal's own pages,
 * then the sample catalogue's. The navbar offers only those the route registry holds (and the
 * role may open), under the registry's translated titles.
 */
const PAGES: readonly Omit<SearchPageItem, 'id'>[] = [
  { target: 'home', title: 'Projects Dashboard', link: '/', icon: 'House' },
  { target: 'analytics', title: 'Analytics Dashboard', link: '/analytics', icon: 'ChartPie' },
  { target: 'about', title: 'About the data', link: '/about', icon: 'Info' },
  { target: 'login', title: 'Login', link: '/pages/login', icon: 'LogIn' },
  { target: 'register', title: 'Register', link: '/pages/register', icon: 'UserPlus' },
  {
    target: 'forgotPassword',
    title: 'Forgot Password',
    link: '/pages/forgot-password',
    icon: 'KeyRound',
  },
  {
    target: 'resetPassword',
    title: 'Reset Password',
    link: '/pages/reset-password',
    icon: 'ShieldCheck',
  },
  { target: 'lockScreen', title: 'Lock Screen', link: '/pages/lock-screen', icon: 'Lock' },
  { target: 'comingSoon', title: 'Coming Soon', link: '/misc/coming-soon', icon: 'Clock' },
  { target: 'notAuthorized', title: 'Not Authorized', link: '/misc/not-authorized', icon: 'Ban' },
  { target: 'maintenance', title: 'Maintenance', link: '/misc/maintenance', icon: 'Construction' },
  { target: 'error404', title: 'Error 404', link: '/misc/error/404', icon: 'TriangleAlert' },
  { target: 'error500', title: 'Error 500', link: '/misc/error/500', icon: 'ServerCrash' },
  {
    target: 'ecommerceDash',
    title: 'eCommerce Dashboard',
    link: '/ecommerce-dashboard',
    icon: 'ShoppingBag',
  },
  { target: 'email', title: 'Email', link: '/email/inbox', icon: 'Mail' },
  { target: 'chat', title: 'Chat', link: '/chat', icon: 'MessageSquare' },
  { target: 'todo', title: 'Todo', link: '/todo/all', icon: 'SquareCheckBig' },
  { target: 'calendar', title: 'Calendar', link: '/calendar', icon: 'Calendar' },
  { target: 'shop', title: 'Shop', link: '/ecommerce/shop', icon: 'ShoppingCart' },
  { target: 'wishlist', title: 'Wish List', link: '/ecommerce/wishlist', icon: 'Heart' },
  { target: 'dataListView', title: 'Data List View', link: '/data-list/list-view', icon: 'List' },
  {
    target: 'dataThumbView',
    title: 'Data Thumb View',
    link: '/data-list/thumb-view',
    icon: 'Image',
  },
  { target: 'userList', title: 'User List', link: '/pages/user/list', icon: 'Users' },
  { target: 'userView', title: 'User View', link: '/pages/user/view', icon: 'User' },
  { target: 'apexChart', title: 'Apex Charts', link: '/charts/apex', icon: 'ChartPie' },
  { target: 'leafletMap', title: 'Leaflet Map', link: '/maps/leaflet', icon: 'Map' },
  { target: 'formik', title: 'Formik', link: '/forms/formik', icon: 'FileText' },
  {
    target: 'alerts',
    title: 'Alerts',
    link: '/components/alerts',
    icon: 'TriangleExclamationPoint',
  },
  { target: 'agGrid', title: 'AG Grid Table', link: '/tables/agGrid', icon: 'Table' },
  { target: 'profile', title: 'Profile', link: '/pages/profile', icon: 'CircleUser' },
  {
    target: 'accountSettings',
    title: 'Account Settings',
    link: '/pages/account-settings',
    icon: 'Settings',
  },
  { target: 'faq', title: 'FAQ', link: '/pages/faq', icon: 'CircleQuestionMark' },
  { target: 'invoice', title: 'Invoice', link: '/pages/invoice', icon: 'Receipt' },
];

const STARRED_TARGETS = new Set([
  'home',
  'about',
  'analytics',
  'email',
  'chat',
  'todo',
  'calendar',
  'dataListView',
  'userList',
]);

export function buildBookmarks(): Bookmark[] {
  return PAGES.map((page, index) => ({
    id: index + 1,
    ...page,
    starred: STARRED_TARGETS.has(page.target),
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
      data: PAGES.map((page, index) => ({ id: index + 1, ...page })),
    },
    {
      groupTitle: 'Files',
      searchLimit: SEARCH_LIMIT,
      data: FILES.map((file) => ({ ...file, file: fileIcon(file.title) })),
    },
    { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: contacts },
  ];
}
