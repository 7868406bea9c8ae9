import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  /** Ends kiosk mode on a shop's shared tablet. */
  kioskStaffPin: string;
}

const MIN_SECRET_LENGTH = 32;

function generated(): Secrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    kioskStaffPin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
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
  const fromEnv = { jwtSecret: env.JWT_SECRET, kioskStaffPin: env.KIOSK_STAFF_PIN };
  if (fromEnv.jwtSecret && fromEnv.kioskStaffPin) return fromEnv as Secrets;

  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const kept = { ...generated(), ...stored };
  if (!stored.jwtSecret || !stored.kioskStaffPin) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: fromEnv.jwtSecret ?? kept.jwtSecret,
    kioskStaffPin: fromEnv.kioskStaffPin ?? kept.kioskStaffPin,
  };
}
