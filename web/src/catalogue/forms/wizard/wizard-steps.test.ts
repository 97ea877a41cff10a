import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD,
  WIZARD_STEPS,
  furthestReachable,
  validateStep,
  type WizardValues,
} from './wizard-steps';

const [account, personal, contact, review] = WIZARD_STEPS;
if (!account || !personal || !contact || !review) throw new Error('four steps expected');

const FILLED: WizardValues = {
  email: 'kioko@makueni.example',
  password: 'borehole42',
  firstName: 'Kioko',
  lastName: 'Mutiso',
  ward: 'wote',
  phone: '0712 345 678',
  address: 'P.O. Box 78, Wote',
  agree: true,
};

describe('the wizard’s steps', () => {
  it('refuse to be left with an empty required field', () => {
    expect(validateStep(account, EMPTY_WIZARD)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateStep(personal, { ...FILLED, lastName: '  ' })).toEqual({
      lastName: 'validation.lastNameRequired',
    });
  });

  it('check only their own fields', () => {
    expect(
      validateStep(account, { ...EMPTY_WIZARD, email: 'a@b.example', password: '12345678' }),
    ).toEqual({});
  });

  it('check a phone number’s shape', () => {
    expect(validateStep(contact, { ...FILLED, phone: '12345' })).toEqual({
      phone: 'validation.phoneInvalid',
    });
    expect(validateStep(contact, { ...FILLED, phone: '+254712345678' })).toEqual({});
  });

  it('let one jump ahead only as far as the first invalid step', () => {
    expect(furthestReachable(EMPTY_WIZARD)).toBe(0);
    expect(furthestReachable({ ...FILLED, phone: '' })).toBe(2);
    expect(furthestReachable(FILLED)).toBe(3);
  });
});
