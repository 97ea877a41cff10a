import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { ActionListGroup } from './list-group/action-list-group';
import actionSource from './list-group/action-list-group.tsx?raw';
import { BasicListGroup } from './list-group/basic-list-group';
import basicSource from './list-group/basic-list-group.tsx?raw';
import { CheckboxListGroup } from './list-group/checkbox-list-group';
import checkboxSource from './list-group/checkbox-list-group.tsx?raw';
import { FlushListGroup } from './list-group/flush-list-group';
import flushSource from './list-group/flush-list-group.tsx?raw';
import { HorizontalListGroup } from './list-group/horizontal-list-group';
import horizontalSource from './list-group/horizontal-list-group.tsx?raw';
import { ListGroupColours } from './list-group/list-group-colours';
import coloursSource from './list-group/list-group-colours.tsx?raw';
import { NumberedListGroup } from './list-group/numbered-list-group';
import numberedSource from './list-group/numbered-list-group.tsx?raw';

export default function ListGroupPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.listGroup')}
      intro="Lists of items, links or choices, in a bordered column or row."
      docs="https://react-bootstrap.github.io/docs/components/list-group"
    >
      <Demo id="basic" title="Basic, active and disabled" source={basicSource}>
        <BasicListGroup />
      </Demo>
      <Demo id="actions" title="Buttons and links" source={actionSource}>
        <ActionListGroup />
      </Demo>
      <Demo id="flush" title="Flush, in a card" source={flushSource}>
        <FlushListGroup />
      </Demo>
      <Demo id="numbered" title="Numbered, with badges" source={numberedSource}>
        <NumberedListGroup />
      </Demo>
      <Demo id="horizontal" title="Horizontal" source={horizontalSource}>
        <HorizontalListGroup />
      </Demo>
      <Demo id="colours" title="Colours" source={coloursSource}>
        <ListGroupColours />
      </Demo>
      <Demo id="checkboxes" title="With checkboxes" source={checkboxSource}>
        <CheckboxListGroup />
      </Demo>
    </ComponentPage>
  );
}
