import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const TreeDemos = lazy(() => import('./tree-demos'));

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
      <LazyDemos>
        <TreeDemos />
      </LazyDemos>
    </DemoPage>
  );
}
