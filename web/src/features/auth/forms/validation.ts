import { z } from 'zod';
import { meetsPasswordRules } from './password-rules';

/**
 * The sign-in pages' form schemas, loaded by `useZodForm` once the form is drawn (./checks.ts).
 * Messages are keys of the `auth` namespace (`validation.*`); the sign-in service's own messages
 * (wrong password, email in use) arrive as text and are shown as given.
 */
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
