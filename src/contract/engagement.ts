import { z } from 'zod';
import { nameSchema } from './accounts.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import './validation-messages.ts';

export const ENGAGEMENT_KINDS = ['product_interest', 'trial_request', 'enquiry', 'feedback'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];
export const ENGAGEMENT_STATUSES = ['new', 'in_progress', 'done'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
const language = z.enum(['en', 'sw']);
const productId = z.string().regex(/^[a-z0-9-]{2,60}$/, { error: 'unknown_product' });
const place = z.string().trim().min(2).max(120);

/** Interest in a product of the provider's catalogue, or a pre-booking of a quantity of it. */
export const productInterestCreateSchema = z.object({
  product_id: productId,
  quantity: z.coerce.number().int().min(1).max(10_000),
  prebook: z.boolean(),
  place,
  name: nameSchema,
  phone_number: kenyanPhoneSchema,
  language,
});
export type ProductInterestCreate = z.input<typeof productInterestCreateSchema>;

export const trialRequestCreateSchema = z.object({
  product_id: productId,
  farm_size_acres: z.coerce.number().positive().max(100_000),
  place,
  name: nameSchema,
  phone_number: kenyanPhoneSchema,
  language,
});
export type TrialRequestCreate = z.input<typeof trialRequestCreateSchema>;

/** Contact data as SPEC §3 has it: an e-mail, and optionally a name and a phone number. */
export const enquiryCreateSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  email: z.email().max(254),
  name: nameSchema.nullish(),
  phone_number: kenyanPhoneSchema.nullish(),
  language,
});
export type EnquiryCreate = z.input<typeof enquiryCreateSchema>;

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const feedbackCreateSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  text: z.string().trim().max(1000).nullish(),
  /** The flow it was offered after, e.g. `callback`. */
  flow: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .nullish(),
  language,
});
export type FeedbackCreate = z.input<typeof feedbackCreateSchema>;

/** What differs by kind, stored as JSON beside the shared contact columns. */
export type EngagementDetails =
  | { product_id: string; quantity: number; prebook: boolean; place: string }
  | { product_id: string; farm_size_acres: number; place: string }
  | { message: string }
  | { rating: number; text: string | null; flow: string | null };

export const engagementCreatedSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  created_at: z.string(),
});
export type EngagementCreated = z.infer<typeof engagementCreatedSchema>;

export const productSchema = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  trial: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.object({ results: z.array(productSchema) });
