import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import tabKeysSource from './tab-keys.ts?raw';
import { BasicTabs } from './tabs-component/basic-tabs';
import basicSource from './tabs-component/basic-tabs.tsx?raw';
import { ControlledTabs } from './tabs-component/controlled-tabs';
import controlledSource from './tabs-component/controlled-tabs.tsx?raw';
import { FillJustifyTabs } from './tabs-component/fill-justify-tabs';
import fillSource from './tabs-component/fill-justify-tabs.tsx?raw';
import { TabsWithIcons } from './tabs-component/tabs-with-icons';
import iconsSource from './tabs-component/tabs-with-icons.tsx?raw';

export default function TabsComponentPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.tabs')}
      intro="Panels of related content, one shown at a time, chosen with tabs. Arrow keys move between the tabs."
      docs="https://react-bootstrap.github.io/docs/components/tabs"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicTabs />
      </Demo>
      <Demo id="controlled" title="Controlled" source={controlledSource}>
        <ControlledTabs />
      </Demo>
      <Demo id="fill" title="Fill and justify" source={fillSource}>
        <FillJustifyTabs />
      </Demo>
      <Demo id="icons" title="With icons and badges" source={iconsSource}>
        <TabsWithIcons />
      </Demo>
      <Demo
        id="keys"
        title="Arrow keys in both directions"
        description="The demos above pass this handler to onKeyDownCapture around their tabs."
        source={tabKeysSource}
      >
        <p className="mb-0">
          Left and right follow the reading direction; Home and End go to the first and last tab.
        </p>
      </Demo>
    </ComponentPage>
  );
}
