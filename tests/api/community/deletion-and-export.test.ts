import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { bearer } from '../helpers/accounts.ts';
import type { Person } from '../privacy/support/person-everywhere.ts';
import { call, personWithRole, question, uploadedPhoto } from './support/community-app.ts';

describe('the Community and a person’s data rights', () => {
  let app: FastifyInstance;
  let leaving: Person;
  let other: Person;
  const posts: Record<string, string> = {};

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    leaving = await personWithRole(app);
    other = await personWithRole(app);
    const photo = await uploadedPhoto(app, leaving);
    const ask = async (who: Person, body: Record<string, unknown>) =>
      (await call(app, who, 'POST', 'community/questions/', question(body))).body.id as string;
    const answer = async (who: Person, on: string, text: string) =>
      (await call(app, who, 'POST', `community/questions/${on}/answers/`, { text })).body.id as string;

    posts.answered = await ask(leaving, {
      photos: [photo],
      text: `Ni mimi ${leaving.firstName}, nyanya zangu?`,
    });
    posts.reply = await answer(other, posts.answered, `Pole ${leaving.firstName}, ni baridi.`);
    posts.unanswered = await ask(leaving, { text: 'Swali bila jibu' });
    posts.othersQuestion = await ask(other, { text: 'Mahindi yangu?' });
    posts.reliedOn = await answer(leaving, posts.othersQuestion, 'Weka mbolea ya kukuzia.');
    posts.notReliedOn = await answer(leaving, posts.othersQuestion, 'Au subiri mvua.');
    await call(app, other, 'POST', `community/answers/${posts.reliedOn}/helpful/`);
    await call(app, leaving, 'POST', `community/answers/${posts.reply}/helpful/`);
    await call(app, leaving, 'POST', 'community/reports/', {
      question: posts.othersQuestion,
      reason: 'spam',
    });
  });
  afterAll(() => app.close());

  it('exports the person’s questions, answers, votes and reports', async () => {
    const answer = await app.inject({ url: '/api/v1/accounts/me/export/', headers: bearer(leaving.access) });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(answer.rawPayload);
    const community = JSON.parse(strFromU8(files['community.json']!));
    expect(community.questions.map((row: { id: string }) => row.id).sort()).toEqual(
      [posts.answered, posts.unanswered].sort(),
    );
    expect(community.questions.find((row: { id: string }) => row.id === posts.answered).photos).toHaveLength(
      1,
    );
    expect(community.answers.map((row: { id: string }) => row.id).sort()).toEqual(
      [posts.reliedOn, posts.notReliedOn].sort(),
    );
    expect(community.helpful).toEqual([expect.objectContaining({ answerId: posts.reply })]);
    expect(community.reports).toEqual([
      expect.objectContaining({ questionId: posts.othersQuestion, reason: 'spam' }),
    ]);
    expect(strFromU8(files['README.txt']!)).toContain('community.json');
  });

  it('on deletion keeps what others relied on as a former member’s, without the person or their photos', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${leaving.id}`,
      headers: bearer(leaving.access),
    });
    expect(removed.statusCode).toBe(204);

    const kept = await call(app, other, 'GET', `community/questions/${posts.answered}/`);
    expect(kept.body).toMatchObject({
      author: { nickname: null, picture: null, agronomist: false },
      text: 'Ni mimi [deleted user], nyanya zangu?',
      photos: [],
    });
    const replies = (await call(app, other, 'GET', `community/questions/${posts.answered}/answers/`)).body;
    expect(replies.results[0]).toMatchObject({ text: 'Pole [deleted user], ni baridi.', helpful: 0 });
    expect((await call(app, other, 'GET', `community/questions/${posts.unanswered}/`)).status).toBe(404);

    const answers = (await call(app, other, 'GET', `community/questions/${posts.othersQuestion}/answers/`))
      .body;
    expect(answers.results).toEqual([
      expect.objectContaining({
        id: posts.reliedOn,
        author: expect.objectContaining({ nickname: null }),
        helpful: 1,
      }),
    ]);
  });
});
