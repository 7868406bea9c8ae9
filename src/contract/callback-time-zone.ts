/**
 * Callbacks are booked and shown on Nairobi's clock. Its own module, free of schemas, so the client's
 * first screen can format times without loading zod.
 */
export const CALLBACK_TIME_ZONE = 'Africa/Nairobi';
