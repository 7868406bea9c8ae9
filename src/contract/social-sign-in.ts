import { z } from 'zod';
import { loginResponseSchema } from './accounts.ts';
import { nicknameSchema } from './community-profile.ts';
import { ageFields, checkGuardian } from './guardian.ts';
import { PASSWORD_MAX_LENGTH } from './accounts.ts';
import './validation-messages.ts';

/**
 * Social sign-in (issue 31 §3): OpenID Connect providers configured on the server. The browser goes to
 * `accounts/social/{provider}/start/`, the provider sends it back to `accounts/social/callback/`, and
 * that sends it on to {@link SOCIAL_PAGE} with a one-time ticket (in the fragment) or a {@link SocialFailure}.
 */
// Under /community, whose one route entry already exists: a route of its own would grow `/`'s bundle.
export const SOCIAL_PAGE = '/community/sign-in';

export const socialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProvidersSchema = z.object({ providers: z.array(socialProviderSchema) });
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

export const socialProviderParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,30}$/) });

/** Why a sign-in came back without a ticket: `?error=` on {@link SOCIAL_PAGE}. */
export const SOCIAL_FAILURES = ['provider_unavailable', 'denied', 'invalid_state', 'failed'] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];

export const socialCallbackQuerySchema = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(1024).optional(),
});

const ticketSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'social_ticket_invalid' });

export const socialTicketSchema = z.object({ ticket: ticketSchema });
export type SocialTicket = z.infer<typeof socialTicketSchema>;

/**
 * The ticket's answer: a login when the provider account is already one of ours; otherwise what the
 * consent screen shows. `link` says that the provider vouched for an e-mail or phone one of our
 * accounts holds: it joins that account only with its password.
 */
export const socialSessionSchema = z.discriminatedUnion('status', [
  loginResponseSchema.extend({ status: z.literal('signed_in') }),
  z.object({
    status: z.literal('consent'),
    provider: z.string(),
    nickname: z.string().nullable(),
    picture: z.boolean(),
    link: z.boolean(),
  }),
]);
export type SocialSession = z.infer<typeof socialSessionSchema>;

/** A first social sign-in makes a Community-only account: as registration, 18+ or a guardian's consent. */
export const socialRegisterSchema = z
  .object({
    ticket: ticketSchema,
    nickname: nicknameSchema,
    /** Take the provider's picture as the Community picture. */
    use_picture: z.boolean(),
    terms_accepted: z.literal(true, { error: 'terms_required' }),
    ...ageFields,
  })
  .superRefine(checkGuardian);
export type SocialRegister = z.input<typeof socialRegisterSchema>;

/** Joins the provider account to ours whose e-mail or phone it vouched for: that account's password proves it. */
export const socialLinkSchema = z.object({
  ticket: ticketSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export { loginResponseSchema };
