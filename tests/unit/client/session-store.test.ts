import { describe, expect, it, vi } from 'vitest';
import {
  clearSessionTokens,
  getProfile,
  getSessionTokens,
  isLoggedIn,
  SESSION_KEYS,
  storeProfile,
  storeSessionTokens,
  subscribeToSession,
} from '../../../src/api/session-store.ts';

const tokens = { access: 'a.b.c', refresh: 'r.e.f', expiry_time: '2026-11-22T16:00:00.000Z', lifetime: 900 };
const profile = {
  id: 'u1',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  email: null,
  phone_number: '+254712345678',
};

describe('session store', () => {
  it('is logged out when no access token is stored', () => {
    expect(isLoggedIn()).toBe(false);
    expect(getSessionTokens()).toBeNull();
  });

  it('logs in when an access token is stored, keeping every session field in local storage', () => {
    storeSessionTokens(tokens);
    expect(isLoggedIn()).toBe(true);
    expect(getSessionTokens()).toEqual(tokens);
    expect(localStorage.getItem(SESSION_KEYS.access)).toBe('a.b.c');
    expect(localStorage.getItem(SESSION_KEYS.lifetime)).toBe('900');
  });

  it('counts as logged in on the access token alone', () => {
    localStorage.setItem(SESSION_KEYS.access, 'only-this');
    expect(isLoggedIn()).toBe(true);
  });

  it('logout clears access, refresh and expiry but keeps the profile', () => {
    storeSessionTokens(tokens);
    storeProfile(profile);
    clearSessionTokens();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.expiryTime)).toBeNull();
    expect(getProfile()).toEqual(profile);
  });

  it('ignores a damaged stored profile instead of crashing', () => {
    localStorage.setItem(SESSION_KEYS.profile, '{not json');
    expect(getProfile()).toBeNull();
  });

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    storeSessionTokens(tokens);
    clearSessionTokens();
    unsubscribe();
    storeSessionTokens(tokens);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the profile snapshot', () => {
  it('is the same object until the stored profile changes, so React does not re-render forever', () => {
    storeProfile(profile);
    const first = getProfile();
    expect(getProfile()).toBe(first);
    storeProfile({ ...profile, first_name: 'Njeri' });
    expect(getProfile()).not.toBe(first);
    expect(getProfile()?.first_name).toBe('Njeri');
  });
});
