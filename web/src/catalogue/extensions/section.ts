import { FileDown, FileUp, GripVertical, ListChecks, Pencil, Plug } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The extensions pages of the UI catalogue (the menu drops a group with no pages). */
export const extensionsSection: NavNode = {
  id: 'extensions',
  title: 'menu.extensions',
  type: 'collapse',
  icon: Plug,
  children: [
    demoRoute(
      { id: 'ext-export', title: 'menu.export', icon: FileDown, navLink: '/extensions/export' },
      () => import('./export-page'),
    ),
    demoRoute(
      { id: 'ext-import', title: 'menu.import', icon: FileUp, navLink: '/extensions/import' },
      () => import('./import-page'),
    ),
    demoRoute(
      {
        id: 'ext-export-selected',
        title: 'menu.exportSelected',
        icon: ListChecks,
        navLink: '/extensions/export-selected',
      },
      () => import('./export-selected-page'),
    ),
    demoRoute(
      {
        id: 'ext-wysiwyg-editor',
        title: 'menu.wysiwygEditor',
        icon: Pencil,
        navLink: '/extensions/wysiwyg-editor',
      },
      () => import('./wysiwyg-editor-page'),
    ),
    demoRoute(
      {
        id: 'ext-drag-and-drop',
        title: 'menu.dragAndDrop',
        icon: GripVertical,
        navLink: '/extensions/drag-and-drop',
      },
      () => import('./drag-and-drop-page'),
    ),
  ],
};
