import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const ReactFeatherDemos = lazy(() => import('./react-feather-demos'));

export default function ReactFeatherPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.icons')}
      intro="The whole Feather icon set, drawn by lucide-react: lucide is the maintained fork of Feather (Feather has had no release since 2021), with the same 24px grid and 2px stroke. Each tile shows the Feather name and the lucide component that replaces it."
      library={{
        name: 'lucide-react',
        href: 'https://lucide.dev/guide/packages/lucide-react',
        note: 'The set is loaded with this page only, in its own chunk; the app imports single icons by name, so only those are bundled.',
      }}
    >
      <LazyDemos>
        <ReactFeatherDemos />
      </LazyDemos>
    </DemoPage>
  );
}
