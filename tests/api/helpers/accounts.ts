import type { FastifyInstance } from 'fastify';

let sequence = 0;

/** A Kenyan mobile number no other test in this file uses. */
export function freshPhone(): string {
  sequence += 1;
  return `07${String(10_000_000 + ((Date.now() + sequence * 7919) % 89_999_999)).padStart(8, '0')}`;
}

export const PASSWORD = 'mavuno mazuri 2026';

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = {
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    phone_number: freshPhone(),
    password: PASSWORD,
    is_adult: true,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/accounts/register/', payload: body });
  return { response, body };
}

export async function login(app: FastifyInstance, username: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/v1/accounts/login/', payload: { username, password } });
}

export async function registeredAndSignedIn(app: FastifyInstance) {
  const { body } = await register(app);
  const tokens = (await login(app, body.phone_number)).json();
  return { ...tokens, phone: body.phone_number as string };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
