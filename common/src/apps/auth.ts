import { z } from '../zod.ts';
import { idSchema } from './primitives';

// The schema-free part (importable without zod), re-exported so this module is the whole contract.
export * from './auth-constants.ts';
import { AUTH_ROLES } from './auth-constants.ts';

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** The user a successful login, registration or refresh answers (never with a password). */
export const authUserSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(AUTH_ROLES),
  /** Avatar image (data URI). */
  avatar: z.string(),
  /** Optional CASL-style rules; the mock leaves them out (the UI derives them from `role`). */
  ability: z.array(abilityRuleSchema).optional(),
  loggedInWith: z.literal('jwt'),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/authenticate/login/user. */
export const loginBodySchema = z.object({
  email: z.string().trim(),
  password: z.string(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginSuccessSchema = z.object({ user: authUserSchema, accessToken: z.string() });
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/** Status 200 in both cases; a failure carries `{ error: "Email Or Password Invalid" }`. */
export const loginResponseSchema = z.union([loginSuccessSchema, z.object({ error: z.string() })]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/authenticate/register/user. A missing name counts as an empty one. */
export const registerBodySchema = z.object({
  email: z.email({ error: 'must be an email address' }),
  password: z.string().min(1, { error: 'must not be empty' }),
  name: z.string().default(''),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Both entries are present; the one that passed is null. */
export const registerErrorSchema = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type RegisterError = z.infer<typeof registerErrorSchema>;

export const registerResponseSchema = z.union([
  loginSuccessSchema,
  z.object({ error: registerErrorSchema }),
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/authenticate/refresh-token. */
export const refreshTokenBodySchema = z.object({ accessToken: z.string() });
export type RefreshTokenBody = z.input<typeof refreshTokenBodySchema>;

/** Status 200; an invalid or expired token answers 401 `{ error: "Invalid access token" }`. */
export const refreshTokenResponseSchema = z.object({
  userData: authUserSchema,
  accessToken: z.string(),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;
