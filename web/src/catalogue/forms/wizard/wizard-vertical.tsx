import { WizardForm } from './wizard-form';

/** Steps down the side on wide screens, above the form on a phone; ↑ ↓ move along them. */
export function WizardVertical() {
  return <WizardForm orientation="vertical" />;
}
