import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import './check-variants.scss';
import { CheckboxBasic } from './checkbox/checkbox-basic';
import basicSource from './checkbox/checkbox-basic.tsx?raw';
import { CheckboxColors } from './checkbox/checkbox-colors';
import colorsSource from './checkbox/checkbox-colors.tsx?raw';
import { CheckboxIndeterminate } from './checkbox/checkbox-indeterminate';
import indeterminateSource from './checkbox/checkbox-indeterminate.tsx?raw';
import { CheckboxSizes } from './checkbox/checkbox-sizes';
import sizesSource from './checkbox/checkbox-sizes.tsx?raw';

export default function CheckboxPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.checkbox')}
      intro="Checkboxes in every state, colour and size, and a select-all box with its mixed state."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/checks-radios',
      }}
    >
      <Demo id="basic" title="States and layout" source={basicSource}>
        <CheckboxBasic />
      </Demo>
      <Demo id="colors" title="Colours" source={colorsSource}>
        <CheckboxColors />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <CheckboxSizes />
      </Demo>
      <Demo id="indeterminate" title="Indeterminate" source={indeterminateSource}>
        <CheckboxIndeterminate />
      </Demo>
    </DemoPage>
  );
}
