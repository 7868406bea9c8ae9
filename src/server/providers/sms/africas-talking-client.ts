import { SmsDeliveryError } from './sms-delivery-error.ts';
import type { SmsProvider, SmsToSend } from './sms-provider.ts';

export interface AfricasTalkingOptions {
  baseUrl: string;
  apiKey: string;
  username: string;
  senderId: string | undefined;
  timeoutMs: number;
}

interface Recipient {
  statusCode?: number;
  status?: string;
  messageId?: string;
}

/** 100 Processed, 101 Sent, 102 Queued: the gateway has taken the message. */
const ACCEPTED = new Set([100, 101, 102]);
/** Invalid number, unsupported number type, blacklisted: trying again cannot help. */
const PERMANENT = new Set([403, 404, 406]);

/**
 * Africa's Talking's bulk SMS API (POST /version1/messaging, form-encoded, `apiKey` header); other
 * Kenyan gateways speak the same shape. The base URL comes from configuration, so tests point it at a
 * fake server on loopback.
 */
export function createAfricasTalkingClient(options: AfricasTalkingOptions): SmsProvider {
  const endpoint = new URL('/version1/messaging', options.baseUrl).toString();
  return {
    name: 'africas-talking',
    async send(message: SmsToSend) {
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.body });
      if (options.senderId) form.set('from', options.senderId);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`gateway unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new SmsDeliveryError(`gateway answered ${response.status}`);
      const data = (await response.json().catch(() => null)) as {
        SMSMessageData?: { Recipients?: Recipient[] };
      } | null;
      const recipient = data?.SMSMessageData?.Recipients?.[0];
      if (!recipient || recipient.statusCode === undefined) {
        throw new SmsDeliveryError('gateway answer without a recipient status');
      }
      if (!ACCEPTED.has(recipient.statusCode)) {
        throw new SmsDeliveryError(
          `gateway refused: ${recipient.statusCode} ${recipient.status ?? ''}`.trim(),
          PERMANENT.has(recipient.statusCode),
        );
      }
      return { providerId: recipient.messageId ?? null };
    },
  };
}
