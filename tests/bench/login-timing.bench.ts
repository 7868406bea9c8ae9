import { median, startServer } from './support/server-process.ts';

/**
 * Login latency for a known account (wrong password) and an unknown one: they should be alike, so
 * timing does not reveal which phone numbers have accounts. Real argon2id cost, loopback.
 */
const RUNS = 30;
const server = await startServer(18_500, {
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  REGISTER_RATE_LIMIT_PER_HOUR: '1000',
});
const post = (url: string, body: object) =>
  fetch(`${server.url}/api/v1/accounts/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

try {
  const known = '0711000222';
  await post('register/', {
    first_name: 'B',
    last_name: 'M',
    phone_number: known,
    password: 'bench mark password',
    is_adult: true,
  });
  const time = async (username: string, password: string) => {
    const started = performance.now();
    await (await post('login/', { username, password })).text();
    return performance.now() - started;
  };
  const samples = { known: [] as number[], unknown: [] as number[], success: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    // Each known-account failure counts toward its lock-out; a success in between resets it.
    samples.known.push(await time(known, 'wrong password here'));
    samples.unknown.push(await time(`07220${String(run).padStart(5, '0')}`, 'wrong password here'));
    samples.success.push(await time(known, 'bench mark password'));
  }
  for (const [name, values] of Object.entries(samples)) {
    console.log(
      `login.${name}_ms median=${median(values).toFixed(1)} min=${Math.min(...values).toFixed(1)} runs=${RUNS}`,
    );
  }
} finally {
  await server.stop();
}
