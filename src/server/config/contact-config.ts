/**
 * Where people reach the provider for grievances and data requests (SPEC §1: a contact e-mail and a
 * postal address in Nairobi). The defaults are examples, marked as such wherever they are shown, so a
 * deployment that forgets to set them does not pass off an invented address as real.
 */
export interface ContactConfig {
  email: string;
  address: string;
  /** True while either value is still the shipped example. */
  isExample: boolean;
}

export const EXAMPLE_CONTACT_EMAIL = 'privacy@mimea.example';
export const EXAMPLE_CONTACT_ADDRESS = 'P.O. Box 00000-00100, Nairobi, Kenya (example)';

export function loadContactConfig(env: Record<string, string | undefined>): ContactConfig {
  const email = env.CONTACT_EMAIL?.trim() || EXAMPLE_CONTACT_EMAIL;
  const address = env.CONTACT_ADDRESS?.trim() || EXAMPLE_CONTACT_ADDRESS;
  return {
    email,
    address,
    isExample: email === EXAMPLE_CONTACT_EMAIL || address === EXAMPLE_CONTACT_ADDRESS,
  };
}
