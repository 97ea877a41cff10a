import './react-feather/icons.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { IconExplorer } from './react-feather/icon-explorer';
import explorerSource from './react-feather/icon-explorer.tsx?raw';
import { IconSizes } from './react-feather/icon-sizes';
import sizesSource from './react-feather/icon-sizes.tsx?raw';
import { IconUsage } from './react-feather/icon-usage';
import usageSource from './react-feather/icon-usage.tsx?raw';

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
      <Demo
        id="all-icons"
        title="All Feather icons"
        description="Search either name; press an icon to copy its import line."
        source={explorerSource}
      >
        <IconExplorer />
      </Demo>
      <Demo id="sizes" title="Size and stroke" source={sizesSource}>
        <IconSizes />
      </Demo>
      <Demo id="usage" title="Colour, buttons and direction" source={usageSource}>
        <IconUsage />
      </Demo>
    </DemoPage>
  );
}
