import { z } from 'zod';
import './validation-messages.ts';

/** Leaving kiosk mode on a shop's shared tablet takes the staff PIN from the server's configuration. */
export const kioskUnlockRequestSchema = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, { error: 'invalid_pin' }),
});
export type KioskUnlockRequest = z.infer<typeof kioskUnlockRequestSchema>;
