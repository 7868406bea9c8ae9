import { z } from 'zod';
import { MAX_QUESTION_PHOTOS, POST_STATES, REPORT_REASONS } from './community.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * The grievance officer's moderation queue (issue 31 §2): each reported or held post once, with its
 * reports, its author's history and what was done about it, and the actions taken on it.
 */
export const MODERATION_ACTIONS = ['hide', 'restore', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const POST_KINDS = ['question', 'answer'] as const;

/** `open`: posts with reports nobody has acted on yet (the default); `handled`: those acted on. */
export const moderationQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'handled']).default('open'),
});

export const moderationActionCreateSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  /** Shown to the author for hide and warn; recorded for every action. */
  reason: z.string().trim().min(3).max(500),
  /** The language of the author's notices (SMS for a suspension). */
  language: z.enum(['en', 'sw']).default('en'),
});
export type ModerationActionCreate = z.input<typeof moderationActionCreateSchema>;

export const moderationLogEntrySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

export const moderationItemSchema = z.object({
  kind: z.enum(POST_KINDS),
  id: z.uuid(),
  /** The question the post is or belongs to. */
  question: z.uuid(),
  /** As written, unmasked: personal data is one of the reasons to judge. */
  text: z.string(),
  /** How many photos a question has (an answer has none): each is at `staff/community/questions/{id}/photos/{n}/`. */
  photos: z.number().int().min(0).max(MAX_QUESTION_PHOTOS),
  state: z.enum(POST_STATES),
  hidden_reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      /** Filed by the server itself: an answer naming a banned or restricted pesticide. */
      automatic: z.boolean(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** Null for "a former member" whose account was erased. */
  author: z
    .object({
      id: z.uuid(),
      name: z.string(),
      status: z.enum(['active', 'suspended']),
      questions: z.number().int().min(0),
      answers: z.number().int().min(0),
      hidden_posts: z.number().int().min(0),
      warnings: z.number().int().min(0),
    })
    .nullable(),
  actions: z.array(moderationLogEntrySchema),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = paginated(moderationItemSchema);
