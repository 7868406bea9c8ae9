import { z } from 'zod';

/**
 * Whether the farmer lets Mimea use their photos, once an agronomist has confirmed or corrected them,
 * to improve the photo checker. `null`: not asked yet, which counts as no.
 */
export const photoConsentSchema = z.object({ allowed: z.boolean().nullable() });
export type PhotoConsent = z.infer<typeof photoConsentSchema>;

export const photoConsentUpdateSchema = z.object({ allowed: z.boolean() });
export type PhotoConsentUpdate = z.infer<typeof photoConsentUpdateSchema>;
