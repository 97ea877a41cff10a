import { mockAppsOfPage, type MockAppName } from './mock-pages';
import type { RequestHandler } from 'msw';

/**
 * The mock service's apps, each with the calls it answers. The browser's service loads an app's
 * handlers and sample data (one chunk per app) when one of its calls first comes, or as it starts
 * when the page opened is one of the app's (`mock-pages.ts`): a visitor to the mail never
 * downloads the calendar's.
 */
export interface MockDomain {
  name: MockAppName | 'autocomplete' | 'auth' | 'search';
  /** Path prefixes of the calls it answers (never under /api/v1). */
  calls: readonly string[];
  load: () => Promise<readonly RequestHandler[]>;
}

export const MOCK_DOMAINS: readonly MockDomain[] = [
  {
    name: 'email',
    calls: ['/api/email/'],
    load: () => import('./domains/email-mock').then((m) => m.handlers),
  },
  {
    name: 'chat',
    calls: ['/api/app/chat/', '/api/apps/chat/'],
    load: () => import('./domains/chat-mock').then((m) => m.handlers),
  },
  {
    name: 'todo',
    calls: ['/api/apps/todo', '/api/app/todo/'],
    load: () => import('./domains/todo-mock').then((m) => m.handlers),
  },
  {
    name: 'calendar',
    calls: ['/api/apps/calendar/'],
    load: () => import('./domains/calendar-mock').then((m) => m.handlers),
  },
  {
    name: 'users',
    calls: ['/api/users/'],
    load: () => import('./domains/users-mock').then((m) => m.handlers),
  },
  {
    name: 'shop',
    calls: ['/api/shop/'],
    load: () => import('./domains/shop-mock').then((m) => m.handlers),
  },
  {
    name: 'datalist',
    calls: ['/api/datalist/'],
    load: () => import('./domains/datalist-mock').then((m) => m.handlers),
  },
  {
    name: 'aggrid',
    calls: ['/api/aggrid/'],
    load: () => import('./domains/aggrid-mock').then((m) => m.handlers),
  },
  {
    name: 'autocomplete',
    calls: ['/api/autocomplete/'],
    load: () => import('./domains/autocomplete-mock').then((m) => m.handlers),
  },
  {
    name: 'auth',
    calls: ['/api/authenticate/'],
    load: () => import('./domains/auth-mock').then((m) => m.handlers),
  },
  {
    name: 'search',
    calls: ['/api/search/', '/api/update/bookmarks', '/api/main-search/'],
    load: () => import('./domains/search-mock').then((m) => m.handlers),
  },
];

const startsWithPath = (path: string, prefix: string) =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The app whose calls include `path` (a URL's pathname without the base path). */
export function domainOfCall(path: string): MockDomain | undefined {
  if (startsWithPath(path, '/api/v1')) return undefined;
  return MOCK_DOMAINS.find((domain) =>
    domain.calls.some((prefix) => path === prefix || path.startsWith(prefix)),
  );
}

/** The apps a page at `path` calls as soon as it opens. */
export function domainsOfPage(path: string): MockDomain[] {
  const names: readonly string[] = mockAppsOfPage(path);
  return MOCK_DOMAINS.filter((domain) => names.includes(domain.name));
}
