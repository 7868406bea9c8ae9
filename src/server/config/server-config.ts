import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadContactConfig, type ContactConfig } from './contact-config.ts';
import { loadJobsConfig, type JobsConfig } from './jobs-config.ts';
import { loadStorageConfig, type StorageConfig } from './storage-config.ts';
import { loadSecrets } from './secrets.ts';
import { loadSocialSignInConfig, type SocialSignInConfig } from './social-sign-in-config.ts';
import { loadCallbackConfig, loadSmsConfig, type CallbackConfig, type SmsConfig } from './talk-config.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and generated secrets live. */
  dataDir: string;
  /** PostgreSQL connection string; the embedded PGlite database is used when absent. */
  databaseUrl: string | undefined;
  /** Where the request limits are counted when set; otherwise in the database. */
  redisUrl?: string;
  jwtSecret: string;
  kioskStaffPin: string;
  /** Origins other than our own that may call the API from a browser. */
  corsOrigins: string[];
  rateLimit: { max: number; addressMax: number; windowMs: number };
  logLevel: string;
  /** Folder of the built client, served with an SPA fallback. */
  clientDir: string;
  version: string;
  /**
   * The addresses (or CIDR ranges, or proxy-addr's names such as `loopback`) of reverse proxies whose
   * X-Forwarded-For is believed; false when clients connect directly.
   */
  trustProxy: false | string[];
  auth: AuthConfig;
  /** Also append every outbox message to this file (JSON lines): a development and test mail-catcher. */
  outboxFile: string | undefined;
  weather: { baseUrl: string; timeoutMs: number };
  jobs: JobsConfig;
  storage: StorageConfig;
  sms: SmsConfig;
  callbacks: CallbackConfig;
  /** The provider's contact e-mail and postal address, shown in the legal texts and in account notices. */
  contact: ContactConfig;
  community: CommunityConfig;
  push: PushConfig;
  socialSignIn: SocialSignInConfig;
}

/** Web push (issue 32 §2): our VAPID identity, and whether a push service may be on loopback. */
export interface PushConfig {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who push services may contact about our requests: `mailto:` the provider's contact e-mail. */
  subject: string;
  /**
   * Push services are on the internet over HTTPS; only tests run one on this machine. Off, a
   * subscription naming any other address is refused, so nobody makes the server post to its network.
   */
  allowLoopbackEndpoints: boolean;
}

/** Per-account limits on Community posts (issue 31 §1), counted from the posts themselves. */
export interface CommunityConfig {
  questionsPerDay: number;
  answersPerHour: number;
}

export interface AuthConfig {
  accessLifetimeSeconds: number;
  /** The absolute life of one login, however often it is refreshed. */
  refreshLifetimeSeconds: number;
  /** argon2id cost; the defaults are OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** A used refresh token presented again this soon is a lost answer or a second tab, not a copy. */
  refreshReuseGraceSeconds: number;
  loginPerMinutePerIp: number;
  /** Failed logins from one address in 15 minutes, over all accounts, before it is locked out too. */
  loginFailuresPerIp: number;
  registerPerHourPerIp: number;
  resetPerHourPerIp: number;
  /** A reset request is answered this long after it arrived, whether or not the account exists. */
  resetAnswerMs: number;
}

type Env = Record<string, string | undefined>;

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Where a reverse proxy in front of us normally sits: this machine or a private network. */
const PRIVATE_NETWORKS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TRUST_PROXY=true` believes X-Forwarded-For only from proxies on a private network, or a list names
 * them. Believing every hop, as `true` once did, let any client write its own address into the header
 * (a proxy appends to it) and so escape every per-address limit: login lockouts, resets, bookings.
 */
function trustedProxies(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  return value === 'true' ? PRIVATE_NETWORKS : list(value);
}

/** Reads the configuration from the environment; every setting has a safe default. */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(projectRoot, 'data'));
  const secrets = loadSecrets(dataDir, env);
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: secrets.jwtSecret,
    kioskStaffPin: secrets.kioskStaffPin,
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 300, 'RATE_LIMIT_MAX'),
      addressMax: integer(env.RATE_LIMIT_ADDRESS_MAX, 3000, 'RATE_LIMIT_ADDRESS_MAX'),
      windowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve(env.CLIENT_DIR || path.join(projectRoot, 'dist/client')),
    version: readVersion(),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    auth: {
      // Shortened only by tests that live through several expiries in a few seconds.
      accessLifetimeSeconds: integer(
        env.ACCESS_TOKEN_LIFETIME_SECONDS,
        15 * 60,
        'ACCESS_TOKEN_LIFETIME_SECONDS',
      ),
      refreshLifetimeSeconds: 30 * 24 * 60 * 60,
      refreshReuseGraceSeconds: integer(env.REFRESH_REUSE_GRACE_SECONDS, 30, 'REFRESH_REUSE_GRACE_SECONDS'),
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
      loginPerMinutePerIp: integer(env.LOGIN_RATE_LIMIT_PER_MINUTE, 10, 'LOGIN_RATE_LIMIT_PER_MINUTE'),
      loginFailuresPerIp: integer(env.LOGIN_FAILURES_PER_IP, 50, 'LOGIN_FAILURES_PER_IP'),
      registerPerHourPerIp: integer(env.REGISTER_RATE_LIMIT_PER_HOUR, 10, 'REGISTER_RATE_LIMIT_PER_HOUR'),
      resetPerHourPerIp: integer(env.RESET_RATE_LIMIT_PER_HOUR, 10, 'RESET_RATE_LIMIT_PER_HOUR'),
      resetAnswerMs: integer(env.RESET_ANSWER_MS, 200, 'RESET_ANSWER_MS'),
    },
    outboxFile: env.OUTBOX_FILE || undefined,
    weather: {
      baseUrl: env.WEATHER_API_URL || 'https://api.open-meteo.com',
      timeoutMs: integer(env.WEATHER_TIMEOUT_MS, 5000, 'WEATHER_TIMEOUT_MS'),
    },
    jobs: loadJobsConfig(env, availableParallelism()),
    storage: loadStorageConfig(env, dataDir),
    sms: loadSmsConfig(env),
    callbacks: loadCallbackConfig(env),
    contact: loadContactConfig(env),
    community: {
      questionsPerDay: integer(env.COMMUNITY_QUESTIONS_PER_DAY, 5, 'COMMUNITY_QUESTIONS_PER_DAY'),
      answersPerHour: integer(env.COMMUNITY_ANSWERS_PER_HOUR, 20, 'COMMUNITY_ANSWERS_PER_HOUR'),
    },
    push: {
      vapidPublicKey: secrets.vapidPublicKey,
      vapidPrivateKey: secrets.vapidPrivateKey,
      subject: `mailto:${loadContactConfig(env).email}`,
      allowLoopbackEndpoints: false,
    },
    socialSignIn: loadSocialSignInConfig(env),
  };
}
