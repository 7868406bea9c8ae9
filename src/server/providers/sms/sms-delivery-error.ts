/** A failed hand-over; `permanent` ones (an unroutable or blacklisted number) are not retried. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
