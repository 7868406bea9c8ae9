/** The digits of a password-reset code sent by SMS; apart from the schemas so the composer's keyboard needs no zod. */
export const RESET_CODE_LENGTH = 6;
