import { z } from 'zod';

/**
 * `GET legal/contact/`: where grievances and data requests go (SPEC §1), as the deployment configured it.
 * The legal texts show it from here, so the page and the SMS sent on a suspension never disagree.
 */
export const providerContactSchema = z.object({
  email: z.string(),
  /** The postal address in Nairobi, one line. */
  address: z.string(),
  /** True while either value is still the shipped example; the page then says so. */
  is_example: z.boolean(),
});
export type ProviderContact = z.infer<typeof providerContactSchema>;
