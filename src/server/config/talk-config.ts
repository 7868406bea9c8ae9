/**
 * Settings for reaching people: the SMS gateway that empties the outbox, and the agronomists' callback
 * hours. Without SMS_GATEWAY_URL and SMS_API_KEY the outbox itself is the delivery (`npm run outbox`).
 */
export interface SmsConfig {
  /** An Africa's Talking-style messaging API, e.g. https://api.africastalking.com; unset keeps SMS in the outbox. */
  gatewayUrl: string | undefined;
  apiKey: string | undefined;
  username: string;
  /** A registered sender id (short code or alphanumeric); the gateway's default when unset. */
  senderId: string | undefined;
  timeoutMs: number;
  /** How often the sender looks for due messages. */
  pollMs: number;
  /** After this many failed attempts a message stays in the outbox for an operator. */
  maxAttempts: number;
}

export interface CallbackConfig {
  slotMinutes: number;
  perSlot: number;
  perDay: number;
  /** Working hours in Africa/Nairobi, minutes after midnight. */
  openMinute: number;
  closeMinute: number;
  /** ISO weekdays agronomists work (1 = Monday … 7 = Sunday). */
  workingDays: number[];
  daysAhead: number;
  /** A slot starting sooner than this cannot be booked any more: someone must see the booking first. */
  leadMinutes: number;
  /** Bookings one IP address may make per hour, anonymous ones included. */
  bookingsPerHourPerIp: number;
  /** Texts a day to one number typed in by someone (booked, moved, pre-booked, trial, a new account number). */
  textsPerNumberPerDay: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min = 0): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return parsed;
}

function clockMinute(value: string, name: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) throw new Error(`${name}: use HH:MM-HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function loadSmsConfig(env: Env): SmsConfig {
  return {
    gatewayUrl: env.SMS_GATEWAY_URL || undefined,
    apiKey: env.SMS_API_KEY || undefined,
    username: env.SMS_USERNAME || 'sandbox',
    senderId: env.SMS_SENDER_ID || undefined,
    timeoutMs: whole(env, 'SMS_TIMEOUT_MS', 10_000, 1),
    pollMs: whole(env, 'SMS_POLL_MS', 5_000, 10),
    maxAttempts: whole(env, 'SMS_MAX_ATTEMPTS', 8, 1),
  };
}

export function loadCallbackConfig(env: Env): CallbackConfig {
  const [open = '', close = ''] = (env.CALLBACK_HOURS || '08:00-17:00').split('-');
  const openMinute = clockMinute(open, 'CALLBACK_HOURS');
  const closeMinute = clockMinute(close, 'CALLBACK_HOURS');
  if (closeMinute <= openMinute) throw new Error('CALLBACK_HOURS: the end must come after the start');
  const workingDays = (env.CALLBACK_DAYS || '1,2,3,4,5,6').split(',').map(Number);
  if (workingDays.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) {
    throw new Error('CALLBACK_DAYS: ISO weekdays 1 (Monday) to 7 (Sunday), comma-separated');
  }
  return {
    slotMinutes: whole(env, 'CALLBACK_SLOT_MINUTES', 30, 5),
    perSlot: whole(env, 'CALLBACK_SLOT_CAPACITY', 3, 1),
    perDay: whole(env, 'CALLBACK_DAY_CAPACITY', 40, 1),
    openMinute,
    closeMinute,
    workingDays,
    daysAhead: whole(env, 'CALLBACK_DAYS_AHEAD', 5, 1),
    leadMinutes: whole(env, 'CALLBACK_LEAD_MINUTES', 30, 0),
    bookingsPerHourPerIp: whole(env, 'CALLBACK_RATE_LIMIT_PER_HOUR', 20, 1),
    textsPerNumberPerDay: whole(env, 'CALLBACK_TEXTS_PER_NUMBER_PER_DAY', 5, 1),
  };
}
