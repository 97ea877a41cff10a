import { FileText, House, Info } from 'lucide-react';
import { i18next, i18nReady, withNamespaces } from '@/i18n';
import { warmUpIntl } from '@/i18n/languages';
import type { NavNode } from '@/types/navigation';

type Prefetch = NonNullable<NavNode['prefetch']>;

/**
 * A page's prefetch that also has Intl set up its number formats (tens of milliseconds on a slow
 * phone, once, done off the main thread) while the answers are on the way; it resolves once both
 * are ready, so the render that shows the answers does not pay for it.
 */
const withFormats =
  (prefetch: Prefetch): Prefetch =>
  async (store, url) => {
    const formats = i18nReady.then(() => warmUpIntl(i18next.language));
    await Promise.all([formats, prefetch(store, url)]);
  };

export const homeRoute: NavNode = {
  id: 'home',
  title: 'menu.home',
  type: 'item',
  icon: House,
  navLink: '/',
  permissions: ['admin', 'editor'],
  // 'shell': the tour's offer at the top of the dashboard (tour-prompt.tsx).
  page: () => withNamespaces(import('./home-page'), ['projects', 'shell']),
  prefetch: withFormats((store, url) =>
    import('./hooks/use-projects-dashboard').then((m) => m.prefetchDashboard(store, url)),
  ),
  keywords: ['projects', 'dashboard', 'map', 'wards', 'budget'],
};

export const projectsRoutes: NavNode[] = [
  {
    id: 'project',
    title: 'menu.project',
    type: 'item',
    icon: FileText,
    navLink: '/projects/:code',
    page: () => withNamespaces(import('./project-page'), ['projects']),
    prefetch: withFormats((store, url) =>
      import('./api/projects-api').then((m) => m.prefetchProject(store, url)),
    ),
    hidden: true,
  },
  {
    id: 'about-data',
    title: 'menu.aboutData',
    type: 'item',
    icon: Info,
    navLink: '/about',
    page: () => withNamespaces(import('./about-page'), ['projects']),
    prefetch: withFormats((store) =>
      import('./api/projects-api').then((m) => m.prefetchMeta(store)),
    ),
    keywords: ['licence', 'license', 'attribution', 'open data', 'download', 'export'],
  },
];
