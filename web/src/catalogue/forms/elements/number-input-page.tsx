import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import componentSource from './number-input/number-input.tsx?raw';
import { NumberInputBasic } from './number-input/number-input-basic';
import basicSource from './number-input/number-input-basic.tsx?raw';
import { NumberInputSizes } from './number-input/number-input-sizes';
import sizesSource from './number-input/number-input-sizes.tsx?raw';
import { NumberInputStep } from './number-input/number-input-step';
import stepSource from './number-input/number-input-step.tsx?raw';
import stepperSource from './number-input/stepper.ts?raw';

export default function NumberInputPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.numberInput')}
      intro="A number field with minimum, maximum and step, − and + buttons, and the keys a spin button answers to: ↑ ↓ one step, PageUp PageDown ten, Home End the limits."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/input-group',
      }}
    >
      <Demo id="basic" title="Min and max" source={basicSource}>
        <NumberInputBasic />
      </Demo>
      <Demo id="step" title="Steps, prefix and unit" source={stepSource}>
        <NumberInputStep />
      </Demo>
      <Demo id="sizes" title="Sizes and disabled" source={sizesSource}>
        <NumberInputSizes />
      </Demo>
      <Demo
        id="component"
        title="The component"
        source={`${componentSource}\n// stepper.ts\n${stepperSource}`}
      >
        <p className="mb-0">The field and its arithmetic (kept apart so it can be unit-tested).</p>
      </Demo>
    </DemoPage>
  );
}
