import { isIP } from 'node:net';
import webPush from 'web-push';
import type { PushMessage } from '../../../contract/push.ts';
import type { PushConfig } from '../../config/server-config.ts';
import type { Db } from '../../db/database.ts';
import { forgetPushEndpoint, pushSubscriptionsOf } from './push-subscription-repository.ts';

/** A day: an alert nobody's phone fetched by then is old news; the chat's greeting still has it. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const GONE = new Set([404, 410]);
const SEND_TIMEOUT_MS = 10_000;

/**
 * Whether the server may post to this push endpoint. Browsers' push services are HTTPS hosts on the
 * internet; an address on our own machine or network would let a subscriber make the server post
 * there. Tests run their push service on loopback and allow it.
 */
export function acceptsPushEndpoint(endpoint: string, config: PushConfig): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (config.allowLoopbackEndpoints && loopback) return true;
  return url.protocol === 'https:' && isIP(host) === 0 && !loopback && !host.endsWith('.local');
}

/**
 * Sends one message to every browser the account subscribed, encrypted for each (RFC 8291,
 * aes128gcm) and signed with our VAPID key (RFC 8292). `web-push` builds each request and fetch sends
 * it (web-push's own sender speaks only HTTPS, and the tests' push service is on loopback). A
 * subscription the push service says is gone is forgotten; any other failure is thrown, for the job
 * to retry. Answers how many took it.
 */
export async function sendPush(db: Db, config: PushConfig, userId: string, message: PushMessage) {
  let delivered = 0;
  let failure: Error | null = null;
  for (const subscription of await pushSubscriptionsOf(db, userId)) {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: config.subject,
          publicKey: config.vapidPublicKey,
          privateKey: config.vapidPrivateKey,
        },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.ok) delivered += 1;
    else if (GONE.has(answer.status)) await forgetPushEndpoint(db, subscription.endpoint);
    else failure = new Error(`push service answered ${answer.status}`);
  }
  if (failure) throw failure;
  return delivered;
}
