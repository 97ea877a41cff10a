import * as yup from 'yup';

export interface WizardValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  ward: string;
  phone: string;
  address: string;
  agree: boolean;
}

export const EMPTY_WIZARD: WizardValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  ward: '',
  phone: '',
  address: '',
  agree: false,
};

export type WizardField = keyof WizardValues;

export interface WizardStep {
  /** Key of `wizard.steps.*` in the `catalogue-forms` namespace. */
  key: 'account' | 'personal' | 'contact' | 'review';
  fields: WizardField[];
  schema: yup.AnyObjectSchema;
}

// Kenyan mobile numbers: 07xx or 01xx followed by eight digits, or +254 and nine digits.
const PHONE = /^(?:\+254|0)[17]\d{8}$/;

export const WIZARD_STEPS: WizardStep[] = [
  {
    key: 'account',
    fields: ['email', 'password'],
    schema: yup.object({
      email: yup
        .string()
        .trim()
        .required('validation.emailRequired')
        .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'validation.emailInvalid'),
      password: yup
        .string()
        .required('validation.passwordRequired')
        .min(8, 'validation.passwordShort'),
    }),
  },
  {
    key: 'personal',
    fields: ['firstName', 'lastName', 'ward'],
    schema: yup.object({
      firstName: yup.string().trim().required('validation.firstNameRequired'),
      lastName: yup.string().trim().required('validation.lastNameRequired'),
      ward: yup.string().required('validation.wardRequired'),
    }),
  },
  {
    key: 'contact',
    fields: ['phone', 'address'],
    schema: yup.object({
      phone: yup
        .string()
        .trim()
        .required('validation.phoneRequired')
        .test('phone', 'validation.phoneInvalid', (v) => !v || PHONE.test(v.replace(/\s/g, ''))),
      address: yup.string().trim().required('validation.addressRequired'),
    }),
  },
  {
    key: 'review',
    fields: ['agree'],
    schema: yup.object({ agree: yup.boolean().oneOf([true], 'validation.termsRequired') }),
  },
];

export type StepErrors = Partial<Record<WizardField, string>>;

/** The step's errors (first message per field), empty when the step may be left forward. */
export function validateStep(step: WizardStep, values: WizardValues): StepErrors {
  try {
    step.schema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: StepErrors = {};
    for (const issue of e.inner) {
      const field = issue.path as WizardField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/** The furthest step one may jump to: every step before it must be valid. */
export function furthestReachable(values: WizardValues): number {
  const firstInvalid = WIZARD_STEPS.findIndex(
    (step) => Object.keys(validateStep(step, values)).length > 0,
  );
  return firstInvalid === -1 ? WIZARD_STEPS.length - 1 : firstInvalid;
}
