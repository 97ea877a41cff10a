import './colors/colors.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ColorSwatch } from './colors/color-swatch';
import swatchSource from './colors/color-swatch.tsx?raw';
import { ColorsBody } from './colors/colors-body';
import bodySource from './colors/colors-body.tsx?raw';
import { ColorsTheme } from './colors/colors-theme';
import themeSource from './colors/colors-theme.tsx?raw';
import { ColorsTints } from './colors/colors-tints';
import tintsSource from './colors/colors-tints.tsx?raw';
import { ColorsUtilities } from './colors/colors-utilities';
import utilitiesSource from './colors/colors-utilities.tsx?raw';

export default function ColorsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.colors')}
      intro="The portal's Bootstrap theme colours. Every value is read from the page as the browser draws it, so switch to dark mode and the values change with it. Press a swatch to copy its value."
      library={{ name: 'bootstrap', href: 'https://getbootstrap.com/docs/5.3/customize/color/' }}
    >
      <Demo id="theme" title="Theme colours" source={themeSource}>
        <ColorsTheme />
      </Demo>
      <Demo id="tints" title="Tints" source={tintsSource}>
        <ColorsTints />
      </Demo>
      <Demo id="utilities" title="Text and background utilities" source={utilitiesSource}>
        <ColorsUtilities />
      </Demo>
      <Demo id="body" title="Body, surfaces and borders" source={bodySource}>
        <ColorsBody />
      </Demo>
      <Demo
        id="swatch"
        title="The copyable swatch"
        description="The component behind every swatch above (Show code): it reads its own computed colour and rereads it when the colour mode changes. Values are written as hex when opaque and as rgba() when translucent."
        source={swatchSource}
      >
        <div className="palette-grid">
          <ColorSwatch name="--bs-primary" variable="--bs-primary" />
          <ColorSwatch name=".bg-success-subtle" className="bg-success-subtle" />
          <ColorSwatch name=".bg-danger .bg-opacity-25" className="bg-danger bg-opacity-25" />
        </div>
      </Demo>
    </DemoPage>
  );
}
