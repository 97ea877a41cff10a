import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import './wizard.scss';
import formSource from './wizard-form.tsx?raw';
import { WizardHorizontal } from './wizard-horizontal';
import horizontalSource from './wizard-horizontal.tsx?raw';
import stepsSource from './wizard-steps.ts?raw';
import { WizardVertical } from './wizard-vertical';
import verticalSource from './wizard-vertical.tsx?raw';

export default function WizardPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.wizard')}
      intro="A long form in steps. Each step is checked before the next opens; Back keeps what was typed. Enter moves on, the arrow keys move along the step list, and focus goes to each new step's heading."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/overview',
        note: 'Steps validated with yup schemas (wizard-steps.ts).',
      }}
    >
      <Demo
        id="horizontal"
        title="Horizontal"
        source={`${horizontalSource}\n// wizard-form.tsx\n${formSource}`}
      >
        <WizardHorizontal />
      </Demo>
      <Demo
        id="vertical"
        title="Vertical"
        source={`${verticalSource}\n// wizard-form.tsx\n${formSource}`}
      >
        <WizardVertical />
      </Demo>
      <Demo id="steps" title="Steps and their rules" source={stepsSource}>
        <p className="mb-0">Each step's fields and schema, and the rule for jumping ahead.</p>
      </Demo>
    </DemoPage>
  );
}
