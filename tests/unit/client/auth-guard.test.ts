import { describe, expect, it } from 'vitest';
import {
  peekRedirectTarget,
  rememberRedirectTarget,
  takeRedirectTarget,
} from '../../../src/api/redirect-memory.ts';
import { storeSessionTokens } from '../../../src/api/session-store.ts';
import { requireSession } from '../../../src/app/auth-guard.ts';

const guard = (url: string) =>
  requireSession({ request: new Request(url), params: {}, context: {} } as never);

describe('redirect memory and the auth guard', () => {
  it('sends a logged-out visitor to /auth and remembers the full target', () => {
    let thrown: unknown;
    try {
      guard('http://localhost/?tab=history#latest');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/auth');
    expect(peekRedirectTarget()).toBe('/?tab=history#latest');
  });

  it('keeps the #fragment from the address bar, since the router strips it from the request', () => {
    window.history.replaceState(null, '', '/?tab=history#case-42');
    expect(() => guard('http://localhost/?tab=history')).toThrow();
    expect(peekRedirectTarget()).toBe('/?tab=history#case-42');
  });

  it('takes no fragment from a different page in the address bar', () => {
    window.history.replaceState(null, '', '/privacy-policy#contact');
    expect(() => guard('http://localhost/')).toThrow();
    expect(peekRedirectTarget()).toBe('/');
  });

  it('lets a logged-in user through', () => {
    storeSessionTokens({ access: 'a', refresh: 'r', expiry_time: '2030-01-01T00:00:00Z', lifetime: 900 });
    expect(guard('http://localhost/')).toBeNull();
  });

  it('hands the target out once, then falls back to the home page', () => {
    rememberRedirectTarget('/privacy-policy');
    expect(takeRedirectTarget()).toBe('/privacy-policy');
    expect(takeRedirectTarget()).toBe('/');
  });

  it('never remembers an off-site or protocol-relative target', () => {
    rememberRedirectTarget('https://evil.example/');
    rememberRedirectTarget('//evil.example/');
    expect(peekRedirectTarget()).toBe('/');
  });
});
