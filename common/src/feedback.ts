/**
 * Contract of residents' feedback on projects, the county's replies and photos of the works
 * (/api/v1/feedback, /api/v1/photos, /api/v1/staff/feedback). A resident's contact details are in
 * no public schema here: only the staff reveal answer carries them.
 */
import { z } from './zod.ts';

export const FEEDBACK_KINDS = ['question', 'complaint', 'compliment', 'problem'] as const;
export const feedbackKindSchema = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;

/** Stored states; "answered" is a published item with a reply. */
export const FEEDBACK_STATES = ['received', 'published', 'hidden', 'withdrawn', 'closed'] as const;
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);
export type FeedbackState = z.infer<typeof feedbackStateSchema>;

/** What a resident following their item sees. */
export const FEEDBACK_STATUSES = [
  'received',
  'published',
  'answered',
  'closed',
  'hidden',
  'withdrawn',
] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const PHOTO_STAGES = ['before', 'during', 'after'] as const;
export const photoStageSchema = z.enum(PHOTO_STAGES);
export type PhotoStage = z.infer<typeof photoStageSchema>;

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_NAME_MAX = 80;
export const FEEDBACK_REPLY_MAX = 4000;
export const FEEDBACK_MAX_PHOTOS = 3;
/** Bytes per photo and per request as sent. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_REQUEST_MAX_BYTES = 20 * 1024 * 1024;
/** Widths every photo is re-encoded to (never wider than the original). */
/**
 * What the photo inputs offer to choose: the formats the server reads by content. HEIC is not
 * among them: the server's image library has no HEVC decoder and refuses HEIC files by name.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PHOTO_WIDTHS = [320, 800, 1600] as const;

/** One served file of a photo: its address carries the content hash. */
export const photoFileSchema = z.object({
  width: z.number().int().describe('Width of this file in pixels'),
  format: z.enum(['webp', 'jpeg']).describe('Image format of this file: webp or jpeg'),
  url: z.string().describe("The file's address; it changes whenever the image does"),
});

export const photoSchema = z.object({
  id: z.number().int().describe("The photo's number"),
  source: z
    .enum(['staff', 'resident'])
    .describe('Who took it: county staff, or a resident with published feedback'),
  stage: photoStageSchema
    .nullable()
    .describe('Stage of the works shown: before, during or after; empty when not said'),
  caption: z.string().nullable().describe("The photo's caption, also its text alternative"),
  takenAt: z.string().nullable().describe('Capture time from the original EXIF, ISO 8601'),
  /** 0: taken in the project's ward; > 0: km from the ward; null: the photo had no position. */
  wardDistanceKm: z
    .number()
    .nullable()
    .describe(
      "Distance in km from the project's ward where it was taken: 0 inside the ward, empty when the photo had no position",
    ),
  width: z.number().int().describe('Width of the largest file in pixels'),
  height: z.number().int().describe('Height of the largest file in pixels'),
  files: z.array(photoFileSchema).describe('The same image in several widths and formats'),
});
export type Photo = z.infer<typeof photoSchema>;

export const feedbackReplySchema = z.object({
  body: z.string(),
  department: z.string().describe("The replying department's name"),
  role: z.string().describe("The officer's role"),
  name: z.string().nullable().describe("The officer's name, only when they chose to sign"),
  at: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** A published item as everyone sees it. */
export const publicFeedbackSchema = z.object({
  ref: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  ward: z.string(),
  department: z.string(),
  kind: feedbackKindSchema,
  message: z.string(),
  name: z.string().nullable(),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  replies: z.array(feedbackReplySchema),
  photos: z.array(photoSchema),
});
export type PublicFeedback = z.infer<typeof publicFeedbackSchema>;

export const feedbackPageSchema = z.object({
  items: z.array(publicFeedbackSchema),
  total: z.number().int(),
  answered: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** The answer to a submission: the reference and the private follow token (shown once). */
export const feedbackReceiptSchema = z.object({
  ref: z.string(),
  token: z.string(),
  status: feedbackStatusSchema,
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** What the private follow link shows the resident (their own item, any state). */
export const followedFeedbackSchema = publicFeedbackSchema.extend({
  canWithdraw: z.boolean(),
});
export type FollowedFeedback = z.infer<typeof followedFeedbackSchema>;

/** The text fields of a submission (multipart form fields beside the photos). */
export const feedbackSubmissionSchema = z.object({
  projectCode: z.string().trim().min(1, 'is required').max(100),
  kind: feedbackKindSchema,
  message: z
    .string()
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, `must be at least ${FEEDBACK_MESSAGE_MIN} characters`)
    .max(FEEDBACK_MESSAGE_MAX, `must be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  name: z.string().trim().max(FEEDBACK_NAME_MAX).optional(),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine(
      (v) => v === '' || /^\+?[0-9 ]{9,16}$/.test(v),
      'must be a phone number like 0712 345678',
    )
    .optional(),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be an email address')
    .optional(),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

/** Staff: one queue item (no contact details; see the reveal). */
export const queueItemSchema = publicFeedbackSchema.extend({
  id: z.number().int(),
  state: feedbackStateSchema,
  hiddenReason: z.string().nullable(),
  hasContact: z.object({ phone: z.boolean(), email: z.boolean() }),
  notice: z.enum(['none', 'sent', 'failed', 'not-configured']),
  departmentSlug: z.string(),
  wardCode: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** False when no SMTP server is set: replies are not emailed. */
  emailConfigured: z.boolean(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

export const moderationActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('hide'), reason: z.string().trim().min(3).max(500) }),
  z.object({ action: z.literal('route'), department: z.string().trim().min(1).max(80) }),
  z.object({
    action: z.literal('reply'),
    body: z.string().trim().min(2).max(FEEDBACK_REPLY_MAX),
    role: z.string().trim().min(2).max(80),
    signWithName: z.boolean().default(false),
  }),
  z.object({ action: z.literal('close') }),
]);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const contactRevealSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** Staff photo edits (stage, caption, date taken) and the project's new order. */
export const photoEditSchema = z.object({
  stage: photoStageSchema.nullable().optional(),
  caption: z.string().trim().max(300).nullable().optional(),
  takenAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-31')
    .nullable()
    .optional(),
});
export const photoOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
});

/** Responsiveness figures for the dashboard's filters. */
export const feedbackFiguresRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  received: z.number().int(),
  published: z.number().int(),
  answered: z.number().int(),
});
export const feedbackFiguresSchema = z.object({
  received: z.number().int(),
  published: z.number().int(),
  answered: z.number().int(),
  medianDaysToAnswer: z.number().nullable(),
  oldestUnansweredDays: z.number().nullable(),
  byWard: z.array(feedbackFiguresRowSchema),
  byDepartment: z.array(feedbackFiguresRowSchema),
});
export type FeedbackFigures = z.infer<typeof feedbackFiguresSchema>;

/** What the project detail answer carries about feedback and photos. */
export const projectFeedbackSummarySchema = z.object({
  published: z.number().int().describe("Items of residents' feedback published on the project"),
  answered: z.number().int().describe('Published items the county has answered'),
});
