import './action/action-cards.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import cardSource from './action/action-card.tsx?raw';
import { ActionCollapse } from './action/action-collapse';
import collapseSource from './action/action-collapse.tsx?raw';
import { ActionRefresh } from './action/action-refresh';
import refreshSource from './action/action-refresh.tsx?raw';
import { ActionRemove } from './action/action-remove';
import removeSource from './action/action-remove.tsx?raw';
import { ActionSortable } from './action/action-sortable';
import sortableSource from './action/action-sortable.tsx?raw';

export default function ActionCardsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.actionCards')}
      intro="Cards with actions in their header: collapse, refresh with a loading state, remove, and drag to reorder (with the mouse, touch or the keyboard) through dnd-kit."
      library={{
        name: '@dnd-kit/sortable',
        href: 'https://docs.dndkit.com/presets/sortable',
        note: 'The card itself is react-bootstrap (Card, Collapse, Spinner).',
      }}
    >
      <Demo id="collapse" title="Collapse" source={collapseSource}>
        <ActionCollapse />
      </Demo>
      <Demo id="refresh" title="Refresh" source={refreshSource}>
        <ActionRefresh />
      </Demo>
      <Demo id="remove" title="Remove" source={removeSource}>
        <ActionRemove />
      </Demo>
      <Demo id="reorder" title="Drag to reorder" source={sortableSource}>
        <ActionSortable />
      </Demo>
      <Demo
        id="action-card"
        title="The action card component"
        description="The card every demo above uses: Show code to read it."
        source={cardSource}
      >
        <p className="mb-0 small text-body-secondary">
          Each action is a button named after the card it acts on (&quot;Refresh Visitors
          today&quot;); the body is marked busy while it refreshes.
        </p>
      </Demo>
    </DemoPage>
  );
}
