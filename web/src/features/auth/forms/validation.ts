import { z } from 'zod';

/**
 * The sign-in pages' form schemas (checked through `useZodForm`). Messages are keys of the
 * `auth` namespace (`validation.*`); the sign-in service's own messages (wrong password, email
 * in use) arrive as text and are shown as given.
 */
/** The password rules of new passwords (registration, reset). The spec leaves them open. */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { id: 'number', test: (value: string) => /\p{N}/u.test(value) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export const meetsPasswordRules = (value: string): boolean =>
  PASSWORD_RULES.every((rule) => rule.test(value));

const email = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  // The same check as the registration call's schema, so the server never refuses what passes here.
  .pipe(z.email({ error: 'validation.emailInvalid' }));

const newPassword = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .refine(meetsPasswordRules, { error: 'validation.passwordRules' });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});
export type LoginValues = z.input<typeof loginSchema>;

/** The name is left to the server, whose "Please enter your name." the form shows. */
export const registerSchema = z.object({
  name: z.string(),
  email,
  password: newPassword,
  terms: z.boolean().refine((accepted) => accepted, { error: 'validation.termsRequired' }),
});
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirm: z.string().min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.confirm === '' || v.password === v.confirm, {
    path: ['confirm'],
    error: 'validation.passwordMismatch',
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const lockScreenSchema = z.object({
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});
export type LockScreenValues = z.input<typeof lockScreenSchema>;
