import { z } from 'zod';
import { nameSchema, optionalEmailSchema, passwordSchema, RESET_CODE_LENGTH } from '../contract/accounts.ts';
import { messageParams } from '../contract/validation-messages.ts';
import { kenyanPhoneSchema } from '../contract/phone-number.ts';
import { parseTypedDate, todayHere } from '../language/typed-date.ts';
import { productInterestCreateSchema, trialRequestCreateSchema } from '../contract/engagement.ts';
import type { InputKind, TextRef } from '../conversation/chat-message.ts';

interface InputRule {
  /** Attributes that give the right keyboard and let the phone's password manager and SMS autofill help. */
  attributes: {
    type: string;
    inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
    autoComplete: string;
    maxLength?: number;
  };
  /** The same rules the server applies (src/contract), so mistakes are caught before anything is sent. */
  schema: z.ZodType;
  secret: boolean;
}

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

const rules: Record<InputKind, InputRule> = {
  text: {
    attributes: { type: 'text', autoComplete: 'off' },
    schema: z.string().trim().min(1).max(2000),
    secret: false,
  },
  name: { attributes: { type: 'text', autoComplete: 'name' }, schema: nameSchema, secret: false },
  phone: {
    attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
    schema: kenyanPhoneSchema,
    secret: false,
  },
  email: {
    attributes: { type: 'email', inputMode: 'email', autoComplete: 'email' },
    schema: optionalEmailSchema,
    secret: false,
  },
  username: { attributes: { type: 'text', autoComplete: 'username' }, schema: usernameSchema, secret: false },
  password: {
    attributes: { type: 'password', autoComplete: 'current-password' },
    schema: z.string().min(1),
    secret: true,
  },
  new_password: {
    attributes: { type: 'password', autoComplete: 'new-password' },
    schema: passwordSchema,
    secret: true,
  },
  code: {
    attributes: {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: RESET_CODE_LENGTH,
    },
    schema: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: 'invalid_code' }),
    secret: false,
  },
  date: {
    attributes: { type: 'text', autoComplete: 'off', maxLength: 60 },
    schema: z
      .string()
      .trim()
      .refine((value) => parseTypedDate(value, todayHere()) !== null, { error: 'invalid_date' }),
    secret: false,
  },
  place: {
    attributes: { type: 'search', autoComplete: 'off', maxLength: 80 },
    schema: z.string().trim().min(1).max(80),
    secret: false,
  },
  // Photos come through the photo input; words typed meanwhile (a question, "back") are plain text.
  photo: {
    attributes: { type: 'text', autoComplete: 'off', maxLength: 200 },
    schema: z.string().trim().min(1).max(200),
    secret: false,
  },
  quantity: {
    attributes: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 },
    schema: productInterestCreateSchema.shape.quantity,
    secret: false,
  },
  acres: {
    attributes: { type: 'text', inputMode: 'decimal', autoComplete: 'off', maxLength: 8 },
    schema: trialRequestCreateSchema.shape.farm_size_acres,
    secret: false,
  },
};

export function inputRule(kind: InputKind): InputRule {
  return rules[kind];
}

/** The first problem with a value, as a translatable message, or null when it may be sent. */
export function validateInput(kind: InputKind, value: string): TextRef | null {
  const result = rules[kind].schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return { key: `errors:field.${issue.message}`, params: messageParams(issue as never) as TextRef['params'] };
}
