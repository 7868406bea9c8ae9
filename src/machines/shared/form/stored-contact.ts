import { getProfile } from '../../../api/session-store.ts';
import type { Answers } from './form-spec.ts';

/**
 * The signed-in farmer's name and phone as form answers, so forms do not ask again; `prefilled` names
 * them, so the questions are skipped but stay changeable from the summary.
 */
export function storedContact(): Answers {
  const profile = getProfile();
  if (!profile) return {};
  // A Community-only account (social sign-in) has no phone yet: the form asks for it.
  const known = [
    'name',
    ...(profile.phone_number ? ['phone_number'] : []),
    ...(profile.email ? ['email'] : []),
  ];
  return {
    name: `${profile.first_name} ${profile.last_name}`.trim(),
    phone_number: profile.phone_number ?? '',
    email: profile.email ?? '',
    prefilled: known.join(','),
  };
}

export const isPrefilled = (field: string) => (answers: Answers) =>
  (answers.prefilled ?? '').split(',').includes(field);
