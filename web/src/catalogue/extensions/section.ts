import type { ComponentType } from 'react';
import { Plug } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** A page of the section; nested items show the menu's bullet, not an icon of their own. */
const page = (id: string, title: string, load: () => Promise<{ default: ComponentType }>) =>
  demoRoute({ id: `ext-${id}`, title, navLink: `/extensions/${id}` }, load);

/** The extensions pages of the UI catalogue (the menu drops a group with no pages). */
export const extensionsSection: NavNode = {
  id: 'extensions',
  title: 'menu.extensions',
  type: 'collapse',
  icon: Plug,
  children: [
    page('toastr', 'menu.toastr', () => import('./toastr-page')),
    page('slider', 'menu.slider', () => import('./slider-page')),
    page('file-uploader', 'menu.fileUploader', () => import('./file-uploader-page')),
    page('wysiwyg-editor', 'menu.wysiwygEditor', () => import('./wysiwyg-editor-page')),
    page('drag-and-drop', 'menu.dragAndDrop', () => import('./drag-and-drop-page')),
    page('tour', 'menu.tour', () => import('./tour-page')),
    page('clipboard', 'menu.clipboard', () => import('./clipboard-page')),
    page('context-menu', 'menu.contextMenu', () => import('./context-menu-page')),
    page('i18n', 'menu.i18n', () => import('./i18n-page')),
    page('swiper', 'menu.swiper', () => import('./swiper-page')),
    page('access-control', 'menu.accessControl', () => import('./access-control-page')),
    page('tree', 'menu.tree', () => import('./tree-page')),
    page('pagination', 'menu.extPagination', () => import('./pagination-page')),
    page('export', 'menu.export', () => import('./export-page')),
    page('import', 'menu.import', () => import('./import-page')),
    page('export-selected', 'menu.exportSelected', () => import('./export-selected-page')),
  ],
};
