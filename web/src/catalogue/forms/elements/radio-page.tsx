import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import './check-variants.scss';
import { RadioBasic } from './radio/radio-basic';
import basicSource from './radio/radio-basic.tsx?raw';
import { RadioColors } from './radio/radio-colors';
import colorsSource from './radio/radio-colors.tsx?raw';
import { RadioIndeterminate } from './radio/radio-indeterminate';
import indeterminateSource from './radio/radio-indeterminate.tsx?raw';
import { RadioInline } from './radio/radio-inline';
import inlineSource from './radio/radio-inline.tsx?raw';
import { RadioSizes } from './radio/radio-sizes';
import sizesSource from './radio/radio-sizes.tsx?raw';

export default function RadioPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.radio')}
      intro="Radio groups: one choice among several, named by a legend; the arrow keys move the choice."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/checks-radios',
      }}
    >
      <Demo id="basic" title="Group" source={basicSource}>
        <RadioBasic />
      </Demo>
      <Demo id="inline" title="Inline" source={inlineSource}>
        <RadioInline />
      </Demo>
      <Demo id="colors" title="Colours" source={colorsSource}>
        <RadioColors />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <RadioSizes />
      </Demo>
      <Demo id="indeterminate" title="Indeterminate" source={indeterminateSource}>
        <RadioIndeterminate />
      </Demo>
    </DemoPage>
  );
}
