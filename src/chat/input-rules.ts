import { z } from 'zod';
import { nameSchema, optionalEmailSchema, passwordSchema, RESET_CODE_LENGTH } from '../contract/accounts.ts';
import { messageParams } from '../contract/validation-messages.ts';
import { kenyanPhoneSchema } from '../contract/phone-number.ts';
import { parseTypedDate, todayHere } from '../language/typed-date.ts';
import { productInterestCreateSchema, trialRequestCreateSchema } from '../contract/engagement.ts';
import type { InputKind, TextRef } from '../conversation/chat-message.ts';

/** Signing in takes a phone number or an e-mail address. */
const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .refine(
    (value) =>
      value.includes('@') ? z.email().safeParse(value).success : kenyanPhoneSchema.safeParse(value).success,
    {
      error: 'invalid_username',
    },
  );

/**
 * The same rules the server applies (src/contract), so mistakes are caught before anything is sent.
 * Loaded by the composer after it shows (use-input-check.ts): the contract's schemas are large.
 */
const schemas: Record<InputKind, z.ZodType> = {
  text: z.string().trim().min(1).max(2000),
  name: nameSchema,
  phone: kenyanPhoneSchema,
  email: optionalEmailSchema,
  username: usernameSchema,
  password: z.string().min(1),
  new_password: passwordSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: 'invalid_code' }),
  date: z
    .string()
    .trim()
    .refine((value) => parseTypedDate(value, todayHere()) !== null, { error: 'invalid_date' }),
  place: z.string().trim().min(1).max(80),
  photo: z.string().trim().min(1).max(200),
  quantity: productInterestCreateSchema.shape.quantity,
  acres: trialRequestCreateSchema.shape.farm_size_acres,
};

/** The first problem with a value, as a translatable message, or null when it may be sent. */
export function validateInput(kind: InputKind, value: string): TextRef | null {
  const result = schemas[kind].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return { key: `errors:field.${issue.message}`, params: messageParams(issue as never) as TextRef['params'] };
}
