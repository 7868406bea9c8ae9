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
