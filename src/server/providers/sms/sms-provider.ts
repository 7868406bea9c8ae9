import type { SmsConfig } from '../../config/talk-config.ts';
import { createAfricasTalkingClient } from './africas-talking-client.ts';

export interface SmsToSend {
  /** E.164, e.g. +254712345678. */
  to: string;
  body: string;
}

/**
 * Where SMS go once they are in the outbox. The outbox is the default provider: with no gateway
 * configured nothing leaves it, and operators read it with `npm run outbox`.
 */
export interface SmsProvider {
  name: string;
  /** Resolves with the gateway's message id; rejects with SmsDeliveryError. */
  send(message: SmsToSend): Promise<{ providerId: string | null }>;
}

/** The configured gateway, or null when the outbox is the delivery. */
export function createSmsProvider(config: SmsConfig): SmsProvider | null {
  if (!config.gatewayUrl || !config.apiKey) return null;
  return createAfricasTalkingClient({
    baseUrl: config.gatewayUrl,
    apiKey: config.apiKey,
    username: config.username,
    senderId: config.senderId,
    timeoutMs: config.timeoutMs,
  });
}
