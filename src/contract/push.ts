import { z } from 'zod';

/** The VAPID public key a browser subscribes with (base64url), so pushes can only come from us. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's push subscription as `PushSubscription.toJSON()` gives it (RFC 8030, RFC 8291). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url.max(100),
    /** The 16-byte authentication secret. */
    auth: base64url.max(40),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2000) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** What the service worker gets in a push and shows as a notification; a tap opens `url`. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on our own origin: the chat, at the alert. */
  url: z.string().startsWith('/'),
  /** One notification per tag: a newer one replaces it instead of piling up. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
