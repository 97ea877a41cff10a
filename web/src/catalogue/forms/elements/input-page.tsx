import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { InputFloating } from './input/input-floating';
import floatingSource from './input/input-floating.tsx?raw';
import { InputSizes } from './input/input-sizes';
import sizesSource from './input/input-sizes.tsx?raw';
import { InputStates } from './input/input-states';
import statesSource from './input/input-states.tsx?raw';
import { InputValidation } from './input/input-validation';
import validationSource from './input/input-validation.tsx?raw';

export default function InputPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.input')}
      intro="Text fields: sizes and types, floating labels, states and validation feedback."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/form-control',
      }}
    >
      <Demo id="sizes" title="Sizes and types" source={sizesSource}>
        <InputSizes />
      </Demo>
      <Demo id="floating" title="Floating labels" source={floatingSource}>
        <InputFloating />
      </Demo>
      <Demo id="states" title="States" source={statesSource}>
        <InputStates />
      </Demo>
      <Demo id="validation" title="Validation feedback" source={validationSource}>
        <InputValidation />
      </Demo>
    </DemoPage>
  );
}
