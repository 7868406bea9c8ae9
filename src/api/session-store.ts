import type { SessionTokens, UserProfile } from '../contract/session.ts';

/**
 * The login session and the user profile in local storage (SPEC §3–4). Logged in means an access
 * token is stored; logging out removes the tokens and the expiry but keeps the profile, so the
 * next login can greet the user by name.
 */
export const SESSION_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  expiryTime: 'expiry_time',
  lifetime: 'token_lifetime',
  profile: 'user_profile',
} as const;

/** Announced on window when a login ends by itself (a failed refresh); the app shell then goes to /auth. */
export const SIGNED_OUT_EVENT = 'mimea:signed-out';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab logging in or out changes this tab's session too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) notify();
  });
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAccessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.access);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refresh);
}

export function isLoggedIn(): boolean {
  return getAccessToken() !== null;
}

// Plain checks rather than the contract's zod schemas: this module is on every page's first load.
export function getSessionTokens(): SessionTokens | null {
  const access = localStorage.getItem(SESSION_KEYS.access);
  const refresh = localStorage.getItem(SESSION_KEYS.refresh);
  const expiry_time = localStorage.getItem(SESSION_KEYS.expiryTime);
  const lifetime = Number(localStorage.getItem(SESSION_KEYS.lifetime));
  if (!access || !refresh || !expiry_time || !Number.isInteger(lifetime) || lifetime <= 0) return null;
  return { access, refresh, expiry_time, lifetime };
}

export function storeSessionTokens(tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.access, tokens.access);
  localStorage.setItem(SESSION_KEYS.refresh, tokens.refresh);
  localStorage.setItem(SESSION_KEYS.expiryTime, tokens.expiry_time);
  localStorage.setItem(SESSION_KEYS.lifetime, String(tokens.lifetime));
  notify();
}

/** Logout: the tokens and expiry go, the profile stays (SPEC §4). */
export function clearSessionTokens(): void {
  localStorage.removeItem(SESSION_KEYS.access);
  localStorage.removeItem(SESSION_KEYS.refresh);
  localStorage.removeItem(SESSION_KEYS.expiryTime);
  localStorage.removeItem(SESSION_KEYS.lifetime);
  notify();
}

function parseProfile(raw: string | null): UserProfile | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<UserProfile> | null;
    const texts = [value?.id, value?.first_name, value?.last_name];
    // A Community-only account (social sign-in) has no phone number until it is completed.
    const valid =
      texts.every((text) => typeof text === 'string') &&
      [value?.email, value?.phone_number].every((text) => text === null || typeof text === 'string');
    return valid ? (value as UserProfile) : null;
  } catch {
    return null;
  }
}

let cachedProfile: { raw: string | null; profile: UserProfile | null } = { raw: null, profile: null };

/** The same object while the stored profile is unchanged, as React's useSyncExternalStore requires. */
export function getProfile(): UserProfile | null {
  const raw = localStorage.getItem(SESSION_KEYS.profile);
  if (raw === cachedProfile.raw) return cachedProfile.profile;
  cachedProfile = { raw, profile: parseProfile(raw) };
  return cachedProfile.profile;
}

export function storeProfile(profile: UserProfile): void {
  localStorage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
  notify();
}

/** Only for an account that no longer exists: nothing of it may stay on the device. */
export function forgetProfile(): void {
  localStorage.removeItem(SESSION_KEYS.profile);
  notify();
}
