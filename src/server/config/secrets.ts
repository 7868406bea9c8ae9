import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface Secrets {
  jwtSecret: string;
  /** Ends kiosk mode on a shop's shared tablet. */
  kioskStaffPin: string;
  /** The VAPID key pair that signs our web push requests (base64url, as browsers take the public one). */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const MIN_SECRET_LENGTH = 32;

function generated(): Secrets {
  const vapid = webPush.generateVAPIDKeys();
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    kioskStaffPin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}

/**
 * Secrets come from the environment when given; otherwise they are generated once and kept in the
 * data folder (readable by the owner only), so tokens survive a restart without any set-up.
 */
export function loadSecrets(dataDir: string, env: Record<string, string | undefined>): Secrets {
  if (env.JWT_SECRET && env.JWT_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (env.KIOSK_STAFF_PIN && !/^\d{4,12}$/.test(env.KIOSK_STAFF_PIN)) {
    throw new Error('KIOSK_STAFF_PIN must be 4 to 12 digits');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  }
  const fromEnv = {
    jwtSecret: env.JWT_SECRET,
    kioskStaffPin: env.KIOSK_STAFF_PIN,
    vapidPublicKey: env.VAPID_PUBLIC_KEY,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY,
  };
  if (Object.values(fromEnv).every(Boolean)) return fromEnv as Secrets;

  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const kept = { ...generated(), ...stored };
  // A data folder from before web push has no VAPID pair yet: it gets one, the other secrets kept.
  if (!stored.jwtSecret || !stored.kioskStaffPin || !stored.vapidPublicKey || !stored.vapidPrivateKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  // The pair comes from one place: a public key from the environment never meets a kept private one.
  const vapid = fromEnv.vapidPublicKey ? fromEnv : kept;
  return {
    jwtSecret: fromEnv.jwtSecret ?? kept.jwtSecret,
    kioskStaffPin: fromEnv.kioskStaffPin ?? kept.kioskStaffPin,
    vapidPublicKey: vapid.vapidPublicKey!,
    vapidPrivateKey: vapid.vapidPrivateKey!,
  };
}
