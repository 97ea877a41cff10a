import type { ComponentType } from 'react';
import { Plug } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/**
 * A page of the section, named by its whole address (so a search for the address finds it);
 * nested items show the menu's bullet, not an icon of their own.
 */
const page = (navLink: string, title: string, load: () => Promise<{ default: ComponentType }>) =>
  demoRoute({ id: `ext-${navLink.split('/').pop() ?? ''}`, title, navLink }, load);

/** The extensions pages of the UI catalogue (the menu drops a group with no pages). */
export const extensionsSection: NavNode = {
  id: 'extensions',
  title: 'menu.extensions',
  type: 'collapse',
  icon: Plug,
  children: [
    page('/extensions/toastr', 'menu.toastr', () => import('./toastr-page')),
    page('/extensions/slider', 'menu.slider', () => import('./slider-page')),
    page('/extensions/file-uploader', 'menu.fileUploader', () => import('./file-uploader-page')),
    page('/extensions/wysiwyg-editor', 'menu.wysiwygEditor', () => import('./wysiwyg-editor-page')),
    page('/extensions/drag-and-drop', 'menu.dragAndDrop', () => import('./drag-and-drop-page')),
    page('/extensions/tour', 'menu.tour', () => import('./tour-page')),
    page('/extensions/clipboard', 'menu.clipboard', () => import('./clipboard-page')),
    page('/extensions/context-menu', 'menu.contextMenu', () => import('./context-menu-page')),
    page('/extensions/i18n', 'menu.i18n', () => import('./i18n-page')),
    page('/extensions/swiper', 'menu.swiper', () => import('./swiper-page')),
    page('/extensions/access-control', 'menu.accessControl', () => import('./access-control-page')),
    page('/extensions/tree', 'menu.tree', () => import('./tree-page')),
    page('/extensions/pagination', 'menu.extPagination', () => import('./pagination-page')),
    page('/extensions/export', 'menu.export', () => import('./export-page')),
    page('/extensions/import', 'menu.import', () => import('./import-page')),
    page(
      '/extensions/export-selected',
      'menu.exportSelected',
      () => import('./export-selected-page'),
    ),
  ],
};
