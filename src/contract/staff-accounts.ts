import { z } from 'zod';
import { kenyanPhoneSchema } from './phone-number.ts';
import './validation-messages.ts';

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export const ACCOUNT_ACTIONS = ['suspend', 'reinstate', 'terminate'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** An admin finds an account by the phone number the person gives (SPEC §4: suspend or terminate). */
export const staffAccountQuerySchema = z.object({ phone: kenyanPhoneSchema });

export const accountDecisionViewSchema = z.object({
  action: z.enum(ACCOUNT_ACTIONS),
  reason: z.string(),
  by: z.string(),
  created_at: z.string(),
});

export const staffAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  created_at: z.string(),
  decisions: z.array(accountDecisionViewSchema),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const accountIdParamsSchema = z.object({ id: z.uuid() });

/** Every decision carries its reason; the SMS telling the person goes in the language chosen here. */
export const accountDecisionSchema = z.object({
  reason: z.string().trim().min(3).max(500),
  language: z.enum(['en', 'sw']).default('en'),
});
export type AccountDecision = z.input<typeof accountDecisionSchema>;
