import { z } from 'zod';
import { personNameSchema, withoutDirectionControls } from './person-name.ts';
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

/**
 * Registration (SPEC §5): an adult confirms being 18 or over; a minor registers with a parent or
 * guardian's name, phone and consent.
 */
export const registerRequestSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    phone_number: kenyanPhoneSchema,
    email: optionalEmailSchema,
    password: passwordSchema,
    is_adult: z.boolean(),
    guardian_name: withoutDirectionControls(z.string().trim().max(120)).optional(),
    guardian_phone_number: kenyanPhoneSchema.optional(),
    guardian_consent: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.is_adult) return;
    if (!value.guardian_name)
      context.addIssue({ code: 'custom', path: ['guardian_name'], message: 'required' });
    if (!value.guardian_phone_number) {
      context.addIssue({ code: 'custom', path: ['guardian_phone_number'], message: 'required' });
    } else if (value.guardian_phone_number === value.phone_number) {
      // The guardian must be reachable about the account: on the person's own number they never would be.
      context.addIssue({ code: 'custom', path: ['guardian_phone_number'], message: 'guardian_phone_same' });
    }
    if (value.guardian_consent !== true) {
      context.addIssue({ code: 'custom', path: ['guardian_consent'], message: 'guardian_consent_required' });
    }
  });
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
