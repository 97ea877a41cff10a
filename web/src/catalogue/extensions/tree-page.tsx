import '@rc-component/tree/assets/index.css';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { CheckTree, SelectTree } from './tree/tree-demos';
import source from './tree/tree-demos.tsx?raw';
import './tree/tree.scss';

export default function TreePage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.tree')}
      intro="Trees with @rc-component/tree: the county, its sub-counties and wards. Expand, select, and tick with checkboxes that tick a branch whole (or half when some of it is ticked). Keyboard: Tab into the tree, arrows move and open, Enter selects or ticks."
      library={{
        name: '@rc-component/tree',
        href: 'https://tree-react-component.vercel.app/',
        note: '@rc-component/tree is the maintained successor of rc-tree.',
      }}
    >
      <Demo id="select" title="Expand and select" source={source}>
        <SelectTree />
      </Demo>
      <Demo id="checkboxes" title="Checkboxes" source={source}>
        <CheckTree />
      </Demo>
    </DemoPage>
  );
}
