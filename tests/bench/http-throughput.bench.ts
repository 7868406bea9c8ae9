import autocannon from 'autocannon';
import { startServer } from './support/server-process.ts';

/**
 * Requests per second over loopback against the real server, 50 connections for 10 seconds each, and
 * each route's ratio to /health/ (issue 15 asks for `pest/` within 2× of it; issue 31 for the
 * Community's question list, read here as anyone reads it, with a page of questions and answers in it).
 */
const COMMUNITY_QUESTIONS = 60;
const server = await startServer(18_400, {
  RATE_LIMIT_MAX: '100000000',
  // The limit per address too: with it, most of the figure was quick 429s.
  RATE_LIMIT_ADDRESS_MAX: '100000000',
  REGISTER_RATE_LIMIT_PER_HOUR: '1000',
  COMMUNITY_QUESTIONS_PER_DAY: String(COMMUNITY_QUESTIONS),
  COMMUNITY_ANSWERS_PER_HOUR: String(COMMUNITY_QUESTIONS),
});

let healthRps = 0;
async function measure(name: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${server.url}${path}`, connections: 50, duration: 10, headers });
  const rps = result.requests.mean;
  if (name === 'health') healthRps = rps;
  console.log(
    `http.${name}_rps mean=${rps.toFixed(0)} ratio_to_health=${(rps / healthRps).toFixed(2)} p50_latency_ms=${result.latency.p50} p99_latency_ms=${result.latency.p99} errors=${result.errors + result.non2xx}`,
  );
}

try {
  await measure('health', '/api/v1/health/');
  await measure('pest_list', '/api/v1/pest/');
  const phone = '0711000333';
  const password = 'throughput bench password';
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/api/v1/accounts/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ first_name: 'T', last_name: 'P', phone_number: phone, password, is_adult: true }),
  });
  const login = await fetch(`${server.url}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: phone, password }),
  });
  const { access } = (await login.json()) as { access: string };
  await measure('me_authenticated', '/api/v1/accounts/me/', { authorization: `Bearer ${access}` });
  const signedIn = { ...json, authorization: `Bearer ${access}` };
  for (let asked = 0; asked < COMMUNITY_QUESTIONS; asked += 1) {
    const question = await fetch(`${server.url}/api/v1/community/questions/`, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({
        text: `Majani ya nyanya yana madoa meusi (${asked}). Piga 0722 111 222. Nifanye nini?`,
        crop: 'tomato',
        language: 'sw',
      }),
    });
    if (!question.ok) throw new Error(`asking failed: ${question.status}`);
    const { id } = (await question.json()) as { id: string };
    const answer = await fetch(`${server.url}/api/v1/community/questions/${id}/answers/`, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ text: 'Ondoa majani yaliyoathirika na uyachome.' }),
    });
    if (!answer.ok) throw new Error(`answering failed: ${answer.status}`);
  }
  await measure('community_questions', '/api/v1/community/questions/');
} finally {
  await server.stop();
}
