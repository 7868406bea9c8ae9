import type { APIRequestContext } from '@playwright/test';

/** The account's notification settings as the server keeps them, read through the API as the account. */
export async function savedNotificationSettings(request: APIRequestContext, phone: string, password: string) {
  const { access } = await (
    await request.post('/api/v1/accounts/login/', { data: { username: phone, password } })
  ).json();
  const saved = await (
    await request.get('/api/v1/accounts/me/notifications/', {
      headers: { authorization: `Bearer ${access}` },
    })
  ).json();
  return saved.settings as { kind: string; enabled: boolean; channel: string; chosen: boolean }[];
}
