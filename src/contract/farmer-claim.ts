import { z } from 'zod';
import { contactConfirmSchema } from './data-rights.ts';
import './validation-messages.ts';

/**
 * A data manager's farmer record with the number an account signed up with becomes that account's only
 * once the number is proven (registration proves nothing): until then every `farm/` and `farmer/`
 * request answers 409 with this code, and the record's details stay hidden.
 */
export const FARMER_CLAIM_PENDING = 'farmer_claim_pending';

/** `POST farmer/claim/`: a code was sent by SMS to the account's own number. */
export const farmerClaimSentSchema = z.object({ status: z.literal('code_sent') });

/** `POST farmer/claim/confirm/`: the code from that SMS; the answer is the farmer record, now the account's. */
export const farmerClaimConfirmSchema = z.object({ code: contactConfirmSchema.shape.code });
export type FarmerClaimConfirm = z.input<typeof farmerClaimConfirmSchema>;
