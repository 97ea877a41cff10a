import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { EMPTY_SIGNUP, cachedLookup, signupSchema, type SignupValues } from './signup-schema';

const GOOD: SignupValues = {
  name: 'Mwikali Musyoka',
  email: 'mwikali@new.example',
  password: 'water2025',
  confirmPassword: 'water2025',
  ward: 'wote',
  terms: true,
};

async function errorsOf(values: SignupValues, taken = false): Promise<Record<string, string>> {
  try {
    await signupSchema(() => Promise.resolve(taken)).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    // The first message per field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const issue of e.inner) errors[issue.path ?? ''] ??= issue.message;
    return errors;
  }
}

describe('the sign-up schema', () => {
  it('accepts a complete, consistent form with a free address', async () => {
    expect(await errorsOf(GOOD)).toEqual({});
  });

  it('names every empty required field', async () => {
    expect(await errorsOf(EMPTY_SIGNUP)).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmRequired',
      ward: 'validation.wardRequired',
      terms: 'validation.termsRequired',
    });
  });

  it('refuses a malformed address without asking whether it is taken', async () => {
    const lookup = vi.fn(() => Promise.resolve(false));
    await expect(
      signupSchema(lookup).validateAt('email', { ...GOOD, email: 'not-an-email' }),
    ).rejects.toThrow('validation.emailInvalid');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a taken address, and says so when the check itself fails', async () => {
    expect((await errorsOf(GOOD, true)).email).toBe('validation.emailTaken');
    const failing = signupSchema(() => Promise.reject(new Error('offline')));
    await expect(failing.validateAt('email', GOOD)).rejects.toThrow('validation.emailCheckFailed');
  });

  it('wants a password of eight characters with a digit, typed the same twice', async () => {
    expect(
      (await errorsOf({ ...GOOD, password: 'short1', confirmPassword: 'short1' })).password,
    ).toBe('validation.passwordShort');
    expect(
      (await errorsOf({ ...GOOD, password: 'nodigitshere', confirmPassword: 'nodigitshere' }))
        .password,
    ).toBe('validation.passwordDigit');
    expect((await errorsOf({ ...GOOD, confirmPassword: 'water2026' })).confirmPassword).toBe(
      'validation.passwordsDiffer',
    );
  });
});

describe('the cached address lookup', () => {
  it('asks once per address, whatever its case, and asks again after a failure', async () => {
    const lookup = vi
      .fn<(email: string) => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(true);
    const cached = cachedLookup(lookup);
    await expect(cached('A@b.example')).rejects.toThrow('offline');
    expect(await cached('a@B.example')).toBe(true);
    expect(await cached('a@b.example')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
