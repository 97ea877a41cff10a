/** Roles, messages and demo accounts of the sign-in calls, without schemas (no zod). */

/** The two roles the menu knows. */
export const AUTH_ROLES = ['admin', 'editor'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];

/** Lifetime of a mock access token, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 8000;

/** The sign-in service's messages, word for word as clients match them. */
export const AUTH_MESSAGES = {
  invalidLogin: 'Email Or Password Invalid',
  emailInUse: 'This email is already in use.',
  emptyName: 'Please enter your name.',
  invalidToken: 'Invalid access token',
  defaultLoginError: 'Something went wrong',
} as const;

export interface DemoAccount {
  email: string;
  password: string;
  role: AuthRole;
  name: string;
}

/** Sample logins the mock service accepts; the login page may list them. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@makueni.example', password: 'Demo@1234', role: 'editor', name: 'Mwende Kioko' },
  { email: 'admin@makueni.example', password: 'Admin@1234', role: 'admin', name: 'Musyoka Mutua' },
  { email: 'staff@makueni.example', password: 'Staff@1234', role: 'editor', name: 'Ndinda Wambua' },
] as const satisfies readonly DemoAccount[];
