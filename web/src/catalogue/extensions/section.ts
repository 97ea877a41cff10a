import type { ComponentType } from 'react';
import {
  ArrowDownUp,
  Bell,
  ClipboardCopy,
  FileDown,
  FileUp,
  GalleryHorizontal,
  GripVertical,
  Languages,
  ListChecks,
  ListTree,
  MapPinned,
  MousePointerClick,
  Pencil,
  Plug,
  ShieldCheck,
  SlidersHorizontal,
  Upload,
} from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

const page = (
  id: string,
  title: string,
  icon: NavNode['icon'],
  load: () => Promise<{ default: ComponentType }>,
) => demoRoute({ id: `ext-${id}`, title, icon, navLink: `/extensions/${id}` }, load);

/** The extensions pages of the UI catalogue (the menu drops a group with no pages). */
export const extensionsSection: NavNode = {
  id: 'extensions',
  title: 'menu.extensions',
  type: 'collapse',
  icon: Plug,
  children: [
    page('toastr', 'menu.toastr', Bell, () => import('./toastr-page')),
    page('slider', 'menu.slider', SlidersHorizontal, () => import('./slider-page')),
    page('file-uploader', 'menu.fileUploader', Upload, () => import('./file-uploader-page')),
    page('wysiwyg-editor', 'menu.wysiwygEditor', Pencil, () => import('./wysiwyg-editor-page')),
    page('drag-and-drop', 'menu.dragAndDrop', GripVertical, () => import('./drag-and-drop-page')),
    page('tour', 'menu.tour', MapPinned, () => import('./tour-page')),
    page('clipboard', 'menu.clipboard', ClipboardCopy, () => import('./clipboard-page')),
    page(
      'context-menu',
      'menu.contextMenu',
      MousePointerClick,
      () => import('./context-menu-page'),
    ),
    page('i18n', 'menu.i18n', Languages, () => import('./i18n-page')),
    page('swiper', 'menu.swiper', GalleryHorizontal, () => import('./swiper-page')),
    page(
      'access-control',
      'menu.accessControl',
      ShieldCheck,
      () => import('./access-control-page'),
    ),
    page('tree', 'menu.tree', ListTree, () => import('./tree-page')),
    page('pagination', 'menu.extPagination', ArrowDownUp, () => import('./pagination-page')),
    page('export', 'menu.export', FileDown, () => import('./export-page')),
    page('import', 'menu.import', FileUp, () => import('./import-page')),
    page(
      'export-selected',
      'menu.exportSelected',
      ListChecks,
      () => import('./export-selected-page'),
    ),
  ],
};
