import { z } from 'zod';
import { cropIdSchema } from './crop.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * The Community (issue 31): farmers ask with text, a crop, up to three photos and an optional
 * county; farmers and agronomists answer. The feed is public; writing needs an account.
 */
export const COMMUNITY_LANGUAGES = ['en', 'sw'] as const;
export const MAX_QUESTION_CHARS = 2000;
export const MAX_ANSWER_CHARS = 2000;
export const MAX_QUESTION_PHOTOS = 3;
export const REPORT_REASONS = ['spam', 'abuse', 'dangerous_advice', 'personal_data'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const countyId = z.string().regex(/^\d{3}$/);
const postText = (max: number) => z.string().trim().min(1).max(max);

export const questionCreateSchema = z.object({
  text: postText(MAX_QUESTION_CHARS),
  crop: cropIdSchema,
  /**
   * Ids of photos the asker uploaded (checked and EXIF-stripped as plant checks are): signed in, or
   * before signing in with the upload token the request also presents (`X-Upload-Token`); those
   * become the account's.
   */
  photos: z.array(z.uuid()).max(MAX_QUESTION_PHOTOS).default([]),
  county: countyId.nullable().default(null),
  language: z.enum(COMMUNITY_LANGUAGES),
});
export type QuestionCreate = z.input<typeof questionCreateSchema>;

/** `community/questions/?crop=&county=&language=&unanswered=`: latest first, paged like other lists. */
export const questionQuerySchema = pageQuerySchema.extend({
  crop: cropIdSchema.optional(),
  county: countyId.optional(),
  language: z.enum(COMMUNITY_LANGUAGES).optional(),
  unanswered: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type QuestionQuery = z.input<typeof questionQuerySchema>;

/** What others see of an author: the Community nickname, never a phone number or e-mail. */
/**
 * A post is published, held for review (an answer naming a pesticide banned or restricted in Kenya),
 * or hidden by the grievance officer. Only its author sees it while it is not published, with the
 * reason it was hidden.
 */
export const POST_STATES = ['published', 'held', 'hidden'] as const;
export type PostState = (typeof POST_STATES)[number];
const moderationFields = {
  state: z.enum(POST_STATES),
  hidden_reason: z.string().nullable(),
  /** Whether the reader wrote it: then the text is shown unmasked. */
  mine: z.boolean(),
};

export const communityAuthorSchema = z.object({
  /** Null for "a former member" whose account was erased. */
  nickname: z.string().nullable(),
  picture: z.string().nullable(),
  /** Staff agronomists' posts carry the "Mtaalamu / Agronomist" badge. */
  agronomist: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

export const answerSchema = z.object({
  id: z.uuid(),
  question: z.uuid(),
  /** Plain text with phone numbers and e-mail addresses masked for everyone but the author. */
  text: z.string(),
  author: communityAuthorSchema,
  helpful: z.number().int().min(0),
  /** Whether the signed-in reader marked it helpful (false when anonymous). */
  marked_helpful: z.boolean(),
  solved: z.boolean(),
  ...moderationFields,
  created_at: z.iso.datetime({ offset: true }),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  crop: z.string(),
  /** Addresses of the photos under `/api/v1/`, readable by anyone who may read the question. */
  photos: z.array(z.string()),
  county: z.string().nullable(),
  language: z.enum(COMMUNITY_LANGUAGES),
  author: communityAuthorSchema,
  answers: z.number().int().min(0),
  solved: z.boolean(),
  ...moderationFields,
  created_at: z.iso.datetime({ offset: true }),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListSchema = paginated(questionSchema);
export const answerListSchema = paginated(answerSchema);

export const answerCreateSchema = z.object({ text: postText(MAX_ANSWER_CHARS) });
export type AnswerCreate = z.input<typeof answerCreateSchema>;

/**
 * The asker corrects the text, or marks one answer as "this solved it" (`null` takes the mark back).
 * Nobody else may change a question.
 */
export const questionPatchSchema = z.object({
  text: postText(MAX_QUESTION_CHARS).optional(),
  solved_by: z.uuid().nullable().optional(),
});
export type QuestionPatch = z.input<typeof questionPatchSchema>;

export const reportCreateSchema = z
  .object({
    question: z.uuid().optional(),
    answer: z.uuid().optional(),
    reason: z.enum(REPORT_REASONS),
  })
  .refine((report) => (report.question === undefined) !== (report.answer === undefined), {
    error: 'invalid',
    path: ['question'],
  });
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  created_at: z.iso.datetime({ offset: true }),
});

export const communityIdParamsSchema = z.object({ id: z.uuid() });
export const questionPhotoParamsSchema = z.object({
  id: z.uuid(),
  photo: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_QUESTION_PHOTOS - 1),
});

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Seven or more digits, possibly with spaces, dots or dashes between and a leading `+`. */
const PHONE = /\+?\d(?:[\s.-]?\d){6,}/g;

/**
 * Phone numbers and e-mail addresses typed into a post, masked for readers other than the author:
 * the post stays readable, the contact detail does not leak.
 */
export function maskContacts(text: string): string {
  return text.replace(EMAIL, '•••@•••').replace(PHONE, (match) => match.replace(/\d/g, '•'));
}
