/**
 * The password rules of new passwords (registration, reset). The spec leaves them open. Kept
 * apart from the schemas (and zod): the pages draw them before their checks load.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { id: 'number', test: (value: string) => /\p{N}/u.test(value) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export const meetsPasswordRules = (value: string): boolean =>
  PASSWORD_RULES.every((rule) => rule.test(value));
