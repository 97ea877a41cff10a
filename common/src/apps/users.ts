import { z } from '../zod.ts';
import { idParamSchema, idSchema } from './primitives';

/** Roles of the sample user records (not the menu roles, see `AUTH_ROLES`). */
export const USER_ROLES = ['admin', 'staff', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PERMISSION_SUBJECTS = ['users', 'posts', 'comments'] as const;
export type PermissionSubject = (typeof PERMISSION_SUBJECTS)[number];
export const PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** First and last id of the sample users. */
export const SAMPLE_USER_ID_RANGE = { first: 268, last: 317 } as const;

export const permissionSetSchema = z.object({
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
  delete: z.boolean(),
});
export type PermissionSet = z.infer<typeof permissionSetSchema>;

export const userPermissionsSchema = z.object({
  users: permissionSetSchema,
  posts: permissionSetSchema,
  comments: permissionSetSchema,
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const userRecordSchema = z.object({
  id: idSchema,
  username: z.string(),
  /** Avatar image (data URI). */
  avatar: z.string(),
  email: z.string(),
  name: z.string(),
  /** ISO date, `YYYY-MM-DD`. */
  dob: z.string(),
  gender: z.enum(['female', 'male']),
  country: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  is_verified: z.boolean(),
  department: z.string(),
  company: z.string(),
  mobile: z.string(),
  website: z.string(),
  languages_known: z.array(z.string()),
  contact_options: z.array(z.enum(['email', 'message', 'phone'])),
  location: z.object({
    add_line_1: z.string(),
    add_line_2: z.string(),
    post_code: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  social_links: z.object({
    twitter: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    github: z.string(),
    codepen: z.string(),
    slack: z.string(),
  }),
  permissions: userPermissionsSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * GET /api/users/list query, all optional: `q` (name, username or email), `role`, `status`,
 * and `page` with `perPage` (1-based; with `page` alone the page size is 10).
 */
export const usersListQuerySchema = z.object({
  q: z.string().optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: idParamSchema.optional(),
  perPage: idParamSchema.optional(),
});
export type UsersListQuery = z.input<typeof usersListQuerySchema>;

/** `total` counts the matches before paging. */
export const usersListResponseSchema = z.object({
  users: z.array(userRecordSchema),
  total: z.int().nonnegative(),
});
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** GET /api/users/:id. */
export const userResponseSchema = z.object({ user: userRecordSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const USERS_DEFAULT_PAGE_SIZE = 10;

/** A web address a user may give: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A plain e-mail address: one @, no spaces, a dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields of a user record the edit screen changes. */
export const userChangesSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9._-]{3,30}$/i, {
        error: 'must be 3 to 30 letters, digits, dots, dashes or underscores',
      }),
    email: z.string().trim().regex(EMAIL_PATTERN, { error: 'must be an e-mail address' }),
    name: z.string().trim().min(1, { error: 'must not be empty' }),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    is_verified: z.boolean(),
    company: z.string().trim(),
    department: z.string().trim(),
    mobile: z.string().trim(),
    website: z
      .string()
      .trim()
      .refine((v) => v === '' || isWebAddress(v), { error: 'must be a web address (https://…)' }),
    dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (YYYY-MM-DD)' }),
    gender: z.enum(['female', 'male']),
    country: z.string().trim(),
    languages_known: z.array(z.string()),
    contact_options: z.array(z.enum(['email', 'message', 'phone'])),
    location: userRecordSchema.shape.location,
    social_links: userRecordSchema.shape.social_links,
  })
  .partial();
export type UserChanges = z.input<typeof userChangesSchema>;

/** POST /api/users/update: `{ id, changes }`; answers `{ user }`, 409 when the username is taken. */
export const updateUserBodySchema = z.object({ id: idSchema, changes: userChangesSchema });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
