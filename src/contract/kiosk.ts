import { z } from 'zod';
import { KIOSK_HEADER } from './kiosk-header.ts';
import './validation-messages.ts';

/** Leaving kiosk mode on a shop's shared tablet takes the staff PIN from the server's configuration. */
export const kioskUnlockRequestSchema = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, { error: 'invalid_pin' }),
  /** The tablet's own id, kept while kiosk mode is on: wrong tries are counted per tablet and address. */
  device: z
    .string()
    .regex(/^[\w-]{16,64}$/)
    .optional(),
});
export type KioskUnlockRequest = z.infer<typeof kioskUnlockRequestSchema>;

/** The headers of an answer that differs on a kiosk tablet (owner photos): the marker, other headers kept. */
export const kioskHeadersSchema = z.looseObject({
  [KIOSK_HEADER]: z
    .literal('1')
    .optional()
    .describe('`1` from a kiosk tablet: the answer is `private, no-store` instead of kept a few minutes'),
});
