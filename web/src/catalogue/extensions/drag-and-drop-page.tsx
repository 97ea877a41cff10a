import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { BetweenLists } from './drag-and-drop/between-lists';
import betweenSource from './drag-and-drop/between-lists.tsx?raw';
import { SortableGrid } from './drag-and-drop/sortable-grid';
import gridSource from './drag-and-drop/sortable-grid.tsx?raw';
import { SortableList } from './drag-and-drop/sortable-list';
import listSource from './drag-and-drop/sortable-list.tsx?raw';
import './drag-and-drop/drag-and-drop.scss';

export default function DragAndDropPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.dragAndDrop')}
      intro="Sortable lists, lists that trade items, and a grid with dnd-kit. Each item moves by its handle with a mouse or finger, or from the keyboard: Tab to a handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel. Screen readers hear each step."
      library={{
        name: '@dnd-kit/core + @dnd-kit/sortable',
        href: 'https://docs.dndkit.com/',
        note: 'dnd-kit replaces react-beautiful-dnd, which is no longer maintained.',
      }}
    >
      <Demo id="list" title="Sortable list" source={listSource}>
        <SortableList />
      </Demo>
      <Demo id="between" title="Between lists" source={betweenSource}>
        <BetweenLists />
      </Demo>
      <Demo id="grid" title="Grid" source={gridSource}>
        <SortableGrid />
      </Demo>
    </DemoPage>
  );
}
