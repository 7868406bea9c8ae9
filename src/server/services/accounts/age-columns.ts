/** The age answer of a new account (src/contract/guardian.ts), as the user's columns keep it. */
export function ageColumns(
  answer: {
    is_adult: boolean;
    guardian_name?: string | undefined;
    guardian_phone_number?: string | undefined;
  },
  now: Date,
) {
  // An adult's account keeps no guardian, whatever else came with the answer.
  const minor = !answer.is_adult;
  return {
    isAdult: answer.is_adult,
    guardianName: minor ? (answer.guardian_name ?? null) : null,
    guardianPhoneNumber: minor ? (answer.guardian_phone_number ?? null) : null,
    guardianConsentAt: minor ? now : null,
  };
}
