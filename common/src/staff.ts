/**
 * Contract of staff sign-in and the staff-only API (/api/v1/auth, /account, /staff, writes,
 * /audit, /usage). The server validates requests and responses with these schemas; the SPA parses
 * the answers with them.
 */
import { projectStateSchema } from './projects.ts';
import { z } from './zod.ts';

export const STAFF_ROLES = ['admin', 'editor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Where the SPA signs staff in, read at run time (GET /api/v1/auth/config). */
export const authConfigSchema = z.object({
  provider: z.enum(['embedded', 'external']),
  /** The OpenID issuer (its /.well-known/openid-configuration is the discovery document). */
  authority: z.string(),
  clientId: z.string(),
  /** Path on the portal's origin that receives ?code=&state= (and ?error=). */
  redirectPath: z.string(),
  postLogoutPath: z.string(),
  scope: z.string(),
  /** The API's resource / audience requested for access tokens, when the provider needs it. */
  audience: z.string().optional(),
  /** Claim of the token holding the roles; a dotted path such as realm_access.roles. */
  rolesClaim: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const notificationSettingsSchema = z.object({
  imports: z.boolean(),
  edits: z.boolean(),
  weeklySummary: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const accountSettingsSchema = z.object({
  language: z.string().optional(),
  notifications: notificationSettingsSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  imports: true,
  edits: true,
  weeklySummary: false,
};

/** What the audit log records; the staff audit page offers each as a filter, by name. */
export const AUDIT_ACTIONS = [
  'project.update',
  'projects.import',
  /** One per project a staff import added or changed: its public fields before and after. */
  'project.import',
  'account.password',
  'account.settings',
  'staff.create',
  'signin.failed',
  'signin.lock',
  'feedback.publish',
  'feedback.hide',
  'feedback.route',
  'feedback.reply',
  'feedback.close',
  'feedback.reveal',
  'photo.add',
  'photo.update',
  'photo.reorder',
  'photo.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit_log row as the API shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601 timestamp'),
  actor: z.object({ sub: z.string(), name: z.string(), role: z.string() }),
  /** project.update | projects.import | account.password | account.settings | staff.create */
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/account: the signed-in member of staff. */
export const accountSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  provider: z.enum(['embedded', 'external']),
  /** The account (and its password) lives in this portal's database. */
  managedHere: z.boolean(),
  createdAt: z.string().optional(),
  lastSignInAt: z.string().optional(),
  settings: accountSettingsSchema,
  /** The caller's last 10 audit entries, newest first. */
  recent: z.array(auditEntrySchema),
});
export type Account = z.infer<typeof accountSchema>;

export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** PUT /api/v1/account/settings */
export const accountSettingsUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  language: z.string().regex(LANGUAGE_CODE, 'must be a language code like en or sw').optional(),
  notifications: notificationSettingsSchema.partial().optional(),
});
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** The password rules, named so that the form can show each one as it is met. */
export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'symbol', 'notEmail'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The rules a new password breaks (empty when it is acceptable). */
export function passwordProblems(password: string, email: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('symbol');
  // Neither the address nor its part before the @ (case aside).
  const lowered = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  const local = mail.split('@')[0] ?? '';
  if (mail !== '' && (lowered === mail || lowered === local)) problems.push('notEmail');
  return problems;
}

/** POST /api/v1/account/password (answers 204). */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** A staff account as admins see it (GET /api/v1/staff). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ rows: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/v1/staff (admin): answers 201 with the new StaffMember. */
export const staffCreateSchema = z.strictObject({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  role: staffRoleSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** POST /api/v1/projects/import */
export const importResultSchema = z.object({
  imported: z.number().int(),
  total: z.number().int(),
  version: z.string(),
  dryRun: z.boolean(),
  notices: z
    .array(z.string())
    .optional()
    .describe('What the importer said about the file (its encoding, columns read past)'),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One problem of a rejected import file (422). */
export const importIssueSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** 422 of POST /api/v1/projects/import: the file is rejected and nothing is written. */
export const importRejectedSchema = z.object({
  statusCode: z.literal(422),
  error: z.string(),
  message: z.string(),
  issues: z.array(importIssueSchema).describe('The first 1,000 problems, in file order'),
  issueCount: z.number().int().describe('Every problem found, listed or not'),
  notices: z
    .array(z.string())
    .optional()
    .describe('What the importer said about the file (its encoding, columns read past)'),
});
export type ImportRejected = z.infer<typeof importRejectedSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A progress reading added by an edit; date defaults to today (East Africa Time). */
export const progressUpdateSchema = z.strictObject({
  percent: z.number().int('must be a whole number').min(0).max(100),
  date: z.string().regex(DATE, 'must be a date like 2026-03-31').optional(),
  note: z.string().trim().max(500).optional(),
});

/**
 * PATCH /api/v1/projects/:code (editor or admin): what changes, at least one field. A stalled
 * project needs a reason (the one it has, or a new one); leaving the stalled state clears it.
 * paid is in whole shillings, at most the contract sum (or the budget when there is none).
 */
export const projectPatchSchema = z
  .strictObject({
    state: projectStateSchema.optional(),
    stalledReason: z.string().trim().min(1, 'must not be empty').max(500).nullable().optional(),
    progress: progressUpdateSchema.optional(),
    paid: z.number().int('must be whole shillings').min(0).max(10_000_000_000_000).optional(),
  })
  .refine(
    (p) => Object.values(p).some((v) => v !== undefined),
    'send at least one of state, stalledReason, progress, paid',
  );
export type ProjectPatch = z.infer<typeof projectPatchSchema>;

/** GET /api/v1/audit */
export const auditPageSchema = z.object({
  rows: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const usageCountSchema = z.object({ key: z.string(), count: z.number().int() });
export type UsageCount = z.infer<typeof usageCountSchema>;

export const usageDaySchema = z.object({
  day: z.string(),
  pageViews: z.number().int(),
  apiCalls: z.number().int(),
  downloads: z.number().int(),
  searches: z.number().int(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

/** GET /api/v1/usage?from=&to= (admin) */
export const usageAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    pageViews: z.number().int(),
    apiCalls: z.number().int(),
    downloads: z.number().int(),
    searches: z.number().int(),
  }),
  daily: z.array(usageDaySchema),
  pages: z.array(usageCountSchema),
  api: z.array(usageCountSchema),
  downloads: z.array(usageCountSchema),
  searches: z.array(usageCountSchema),
  projects: z.array(z.object({ code: z.string(), title: z.string(), count: z.number().int() })),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

/** POST /api/v1/usage/page (public; answers 204) */
export const usagePageSchema = z.object({ route: z.string().min(1).max(200) });
export type UsagePage = z.infer<typeof usagePageSchema>;
