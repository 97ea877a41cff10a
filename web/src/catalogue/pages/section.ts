// Icons the shell's first paint already holds (the registry is part of it): no new bytes there.
import { FileQuestion, FileText } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

const knowledgeBasePage = () => withNamespaces(import('./knowledge-base-page'), ['portal-pages']);

/**
 * The portal's help pages under /pages/ (FAQ, knowledge base): the registry lists them with the
 * portal's own pages, before the sample apps and the catalogue.
 */
export const pagesRoutes: NavNode[] = [
  {
    id: 'faq',
    title: 'menu.faq',
    type: 'item',
    icon: FileQuestion,
    navLink: '/pages/faq',
    page: () => withNamespaces(import('./faq-page'), ['portal-pages']),
    keywords: ['questions', 'help', 'stalled', 'contact', 'report a problem'],
  },
  {
    id: 'knowledge-base',
    title: 'menu.knowledgeBase',
    type: 'item',
    icon: FileText,
    navLink: '/pages/knowledge-base',
    page: knowledgeBasePage,
    keywords: ['data dictionary', 'api', 'fields', 'boundaries', 'cite', 'download'],
  },
  {
    // One article: the same page, not listed in the menus (its entry stays active there).
    id: 'knowledge-base-article',
    title: 'menu.knowledgeBase',
    type: 'item',
    navLink: '/pages/knowledge-base/:category/:article',
    page: knowledgeBasePage,
    hidden: true,
  },
];
