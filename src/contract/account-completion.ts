import { z } from 'zod';
import { nameSchema, passwordSchema } from './accounts.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import './validation-messages.ts';

/**
 * Completing a Community-only account (issue 31 §3): what registration asks that a social sign-in did
 * not, with registration's own rules. The age answer and the terms were given at the consent screen.
 */
export const completeAccountRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone_number: kenyanPhoneSchema,
  password: passwordSchema,
});
export type CompleteAccountRequest = z.input<typeof completeAccountRequestSchema>;

/** An account that already has its phone number and password has nothing to complete (409). */
export const ACCOUNT_ALREADY_COMPLETE = 'account_already_complete';
