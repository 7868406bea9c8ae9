import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

/** A fresh account made through the real API, with its session placed where the app keeps it (SPEC §3). */
export async function signInNewUser(page: Page, request: APIRequestContext, firstName = 'Wanjiru') {
  counter += 1;
  const phone = `+2547${String(Date.now() + counter).slice(-8)}`;
  const password = 'shamba la mahindi 2026';
  const registered = await request.post('/api/v1/accounts/register/', {
    data: { first_name: firstName, last_name: 'Mwangi', phone_number: phone, password, is_adult: true },
  });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const login = await request.post('/api/v1/accounts/login/', { data: { username: phone, password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const { user, ...tokens } = await login.json();
  await page.addInitScript(
    ([session, profile]) => {
      if (localStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('access_token', session.access);
      localStorage.setItem('refresh_token', session.refresh);
      localStorage.setItem('expiry_time', session.expiry_time);
      localStorage.setItem('token_lifetime', String(session.lifetime));
      localStorage.setItem('user_profile', JSON.stringify(profile));
      document.cookie = 'mimea_consent=necessary; Path=/';
    },
    [tokens, user] as const,
  );
  return { phone, password, user };
}
