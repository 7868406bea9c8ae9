/**
 * A Community-only account (made by social sign-in, issue 31 §3) has no phone number or password until
 * the person gives them: what needs a phone answers 409 with this code, which the chat explains.
 */
export const ACCOUNT_INCOMPLETE = 'account_incomplete';
