import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import './check-variants.scss';
import { SwitchBasic } from './switch/switch-basic';
import basicSource from './switch/switch-basic.tsx?raw';
import { SwitchColors } from './switch/switch-colors';
import colorsSource from './switch/switch-colors.tsx?raw';
import { SwitchSettings } from './switch/switch-settings';
import settingsSource from './switch/switch-settings.tsx?raw';
import { SwitchSizes } from './switch/switch-sizes';
import sizesSource from './switch/switch-sizes.tsx?raw';

export default function SwitchPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.switch')}
      intro="On/off switches: a checkbox with role switch, so screen readers announce on and off; Space toggles it."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/checks-radios#switches',
      }}
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <SwitchBasic />
      </Demo>
      <Demo id="colors" title="Colours" source={colorsSource}>
        <SwitchColors />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <SwitchSizes />
      </Demo>
      <Demo id="settings" title="Settings list" source={settingsSource}>
        <SwitchSettings />
      </Demo>
    </DemoPage>
  );
}
