import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  lockScreenSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './validation';
import { meetsPasswordRules, PASSWORD_RULES } from './password-rules';

type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message for each field `schema` rejects in `values`; empty when all pass. */
function validate<K extends string>(schema: z.ZodType, values: Record<K, unknown>): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && errors[field as K] === undefined) {
      errors[field as K] = issue.message;
    }
  }
  return errors;
}

describe('account form validation', () => {
  it('login: email required and well formed, password required', () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validate(loginSchema, { email: 'someone', password: 'x' })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(validate(loginSchema, { email: '  admin@makueni.example ', password: 'x' })).toEqual({});
  });

  it('register: leaves the name to the server, checks email, password rules and terms', () => {
    expect(
      validate(registerSchema, {
        name: '',
        email: 'new@makueni.example',
        password: 'Secret123',
        terms: true,
      }),
    ).toEqual({});
    expect(
      validate(registerSchema, { name: 'A', email: 'bad', password: 'short', terms: false }),
    ).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordRules',
      terms: 'validation.termsRequired',
    });
    expect(
      validate(registerSchema, { name: 'A', email: 'a@b.co', password: '', terms: true }),
    ).toEqual({
      password: 'validation.passwordRequired',
    });
  });

  it('password rules: length, a letter and a number (any script)', () => {
    const met = (value: string) => PASSWORD_RULES.filter((r) => r.test(value)).map((r) => r.id);
    expect(met('')).toEqual([]);
    expect(met('abcdefgh')).toEqual(['length', 'letter']);
    expect(met('12345678')).toEqual(['length', 'number']);
    expect(meetsPasswordRules('Demo@1234')).toBe(true);
    expect(meetsPasswordRules('пароль1234')).toBe(true);
    expect(meetsPasswordRules('abc1')).toBe(false);
  });

  it('reset: rules, confirmation required, mismatch on the confirmation field', () => {
    expect(validate(resetPasswordSchema, { password: '', confirm: '' })).toEqual({
      password: 'validation.passwordRequired',
      confirm: 'validation.confirmRequired',
    });
    expect(
      validate(resetPasswordSchema, { password: 'Kilimo2026', confirm: 'Kilimo2025' }),
    ).toEqual({
      confirm: 'validation.passwordMismatch',
    });
    expect(validate(resetPasswordSchema, { password: 'weak', confirm: 'weak' })).toEqual({
      password: 'validation.passwordRules',
    });
    expect(
      validate(resetPasswordSchema, { password: 'Kilimo2026', confirm: 'Kilimo2026' }),
    ).toEqual({});
  });

  it('forgot password and lock screen', () => {
    expect(validate(forgotPasswordSchema, { email: ' ' })).toEqual({
      email: 'validation.emailRequired',
    });
    expect(validate(forgotPasswordSchema, { email: 'x@y.org' })).toEqual({});
    expect(validate(lockScreenSchema, { password: '' })).toEqual({
      password: 'validation.passwordRequired',
    });
  });
});
