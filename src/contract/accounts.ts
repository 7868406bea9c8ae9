import { z } from 'zod';
import { ageFields, checkGuardian } from './guardian.ts';
import { personNameSchema } from './person-name.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import { sessionTokensSchema, userProfileSchema } from './session.ts';
import { RESET_CODE_LENGTH } from './reset-code.ts';
import './validation-messages.ts';

export { RESET_CODE_LENGTH };

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an upper bound keeps one request from costing the server seconds. */
export const PASSWORD_MAX_LENGTH = 128;

export const nameSchema = personNameSchema(60);
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH);
export const optionalEmailSchema = z
  .union([z.literal(''), z.email().max(254)])
  .nullish()
  .transform((value) => (value ? value.trim().toLowerCase() : null));

/** Registration (SPEC §5), with the age answer of every new account. */
export const registerRequestSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    phone_number: kenyanPhoneSchema,
    email: optionalEmailSchema,
    password: passwordSchema,
    ...ageFields,
  })
  .superRefine(checkGuardian);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `username` is the phone number (any common Kenyan form) or the e-mail address. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = sessionTokensSchema.extend({ user: userProfileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(2048) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
export const refreshResponseSchema = sessionTokensSchema;

export const logoutRequestSchema = refreshRequestSchema;

export const passwordResetRequestSchema = z.object({ username: z.string().trim().min(1).max(254) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({
  username: z.string().trim().min(1).max(254),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: 'invalid_code' }),
  new_password: passwordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

export { userProfileSchema };
