import * as yup from 'yup';

/** Answers whether an address is already registered; rejects when it cannot tell. */
export type EmailLookup = (email: string) => Promise<boolean>;

export const WARDS = ['wote', 'mbitini', 'kathonzweni', 'makindu', 'emali-mulala', 'mtito-andei'];

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  ward: string;
  terms: boolean;
}

export const EMPTY_SIGNUP: SignupValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  ward: '',
  terms: false,
};

// A plain "something@something.tld" check, stricter than yup's own about the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Remembers each address's answer, so typing back and forth does not ask again; a failed
 * lookup is not remembered.
 */
export function cachedLookup(lookup: EmailLookup): EmailLookup {
  const answers = new Map<string, Promise<boolean>>();
  return (email) => {
    const key = email.trim().toLowerCase();
    const known = answers.get(key);
    if (known) return known;
    const answer = lookup(key);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
    return answer;
  };
}

/**
 * The sign-up form's rules. Messages are keys of the `catalogue-forms` namespace, translated
 * when shown, so they follow a change of language at once. The taken-address check runs only
 * on a well-formed address.
 */
export function signupSchema(isTaken: EmailLookup) {
  return yup.object({
    name: yup.string().trim().required('validation.nameRequired').min(3, 'validation.nameShort'),
    email: yup
      .string()
      .trim()
      .required('validation.emailRequired')
      .test('shape', 'validation.emailInvalid', (value) => !value || isEmailShaped(value))
      .test('taken', 'validation.emailTaken', async function check(value) {
        if (!value || !isEmailShaped(value)) return true;
        try {
          return !(await isTaken(value));
        } catch {
          return this.createError({ message: 'validation.emailCheckFailed' });
        }
      }),
    password: yup
      .string()
      .required('validation.passwordRequired')
      .min(8, 'validation.passwordShort')
      .matches(/\d/, 'validation.passwordDigit'),
    confirmPassword: yup
      .string()
      .required('validation.confirmRequired')
      .oneOf([yup.ref('password')], 'validation.passwordsDiffer'),
    ward: yup.string().required('validation.wardRequired').oneOf(WARDS, 'validation.wardRequired'),
    terms: yup.boolean().oneOf([true], 'validation.termsRequired'),
  });
}
