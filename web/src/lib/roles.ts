export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'admin';
export const isRole = (v: unknown): v is Role => ROLES.includes(v as Role);
