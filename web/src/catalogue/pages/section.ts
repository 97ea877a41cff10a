import type { NavNode } from '@/types/navigation';

/**
 * The portal's help pages under /pages/ (FAQ, knowledge base): the registry lists them with the
 * portal's own pages, before the sample apps and the catalogue.
 */
export const pagesRoutes: NavNode[] = [];
