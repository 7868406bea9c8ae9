import { z } from 'zod';
import { withoutDirectionControls } from './person-name.ts';
import { kenyanPhoneSchema } from './phone-number.ts';

/**
 * The age answer of a new account (SPEC §5), asked at registration and at a first social sign-in: an
 * adult confirms being 18 or over; a minor gives a parent or guardian's name, phone and consent.
 */
export const ageFields = {
  is_adult: z.boolean(),
  guardian_name: withoutDirectionControls(z.string().trim().max(120)).optional(),
  guardian_phone_number: kenyanPhoneSchema.optional(),
  guardian_consent: z.boolean().optional(),
};

interface AgeAnswers {
  is_adult: boolean;
  guardian_name?: string | undefined;
  guardian_phone_number?: string | undefined;
  guardian_consent?: boolean | undefined;
  /** The account's own number, where it has one. */
  phone_number?: string | undefined;
}

/** A minor's guardian is named, reachable and consents: refines a schema built with {@link ageFields}. */
export function checkGuardian(value: AgeAnswers, context: z.RefinementCtx): void {
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
}
