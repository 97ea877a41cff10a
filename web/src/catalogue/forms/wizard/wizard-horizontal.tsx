import { WizardForm } from './wizard-form';

/** Steps across the top; they wrap under one another on a phone. */
export function WizardHorizontal() {
  return <WizardForm orientation="horizontal" />;
}
