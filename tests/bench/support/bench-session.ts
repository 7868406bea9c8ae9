import type { BrowserContext, Page } from '@playwright/test';

/** A signed-in user's session, as the app keeps it in local storage (SPEC §3), for pages seen signed in. */
export interface BenchSession {
  session: Record<string, string>;
}

/** Logs a person in through the API, as the app does, and returns the session it keeps. */
export async function signIn(serverUrl: string, username: string, password: string): Promise<BenchSession> {
  const login = await fetch(`${serverUrl}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { user, access, refresh, expiry_time, lifetime } = (await login.json()) as Record<string, unknown>;
  return {
    session: {
      access_token: String(access),
      refresh_token: String(refresh),
      expiry_time: String(expiry_time),
      token_lifetime: String(lifetime),
      user_profile: JSON.stringify(user),
    },
  };
}

/** Registers a new farmer on the running server and logs them in. */
export async function signInNewFarmer(serverUrl: string): Promise<BenchSession> {
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  const password = 'bench farmer password';
  const registered = await fetch(`${serverUrl}/api/v1/accounts/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Achieng',
      last_name: 'Otieno',
      phone_number: phone,
      password,
      is_adult: true,
    }),
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  return signIn(serverUrl, phone, password);
}

/**
 * A page of the browser context signed in as the session says, and past the cookie notice, as a
 * returning user's browser is. The session goes in on a page of the same origin that is not the app,
 * before the measured visit.
 */
export async function signedInPage(context: BrowserContext, url: string, seed: BenchSession): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(new URL('/api/v1/health/', url).href);
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  }, seed.session);
  await context.addCookies([{ name: 'mimea_consent', value: 'necessary', url }]);
  return page;
}
