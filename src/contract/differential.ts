import { z } from 'zod';
import { signIds } from './signs.ts';

/** The farmer's answer to one sign question; `unsure` is "I can't tell", which moves nothing. */
export const SIGN_REPLIES = ['yes', 'no', 'unsure'] as const;
export type SignReply = (typeof SIGN_REPLIES)[number];

/** What the farmer said at the picture step besides picking one. */
export const PICTURE_REFUSALS = ['none', 'cant_tell'] as const;

const label = z.string().trim().min(1).max(120);

/**
 * The differential diagnosis as the farmer went through it (issue 30 §2): the picture picked (or none
 * of these / can't tell), each sign question with its answer, and what the chat concluded. It travels
 * with the case, so the agronomist sees it beside the photos and the dataset export keeps it.
 */
export const differentialRecordSchema = z.object({
  picked: z.union([z.enum(PICTURE_REFUSALS), label]),
  answers: z.array(z.object({ sign: z.enum(signIds), answer: z.enum(SIGN_REPLIES) })).max(signIds.length),
  /** One condition when it ended clearly ahead (or was picked), else the two most likely. */
  outcome: z.array(label).min(1).max(2),
});
export type DifferentialRecord = z.infer<typeof differentialRecordSchema>;
