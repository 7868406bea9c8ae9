import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '../../../src/contract/classify.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from '../diagnosis/support/classify-app.ts';
import { bearer } from '../helpers/accounts.ts';
import type { Person } from '../privacy/support/person-everywhere.ts';
import { call, personWithRole, question, uploadedPhoto } from './support/community-app.ts';

describe('the Community: questions and answers', () => {
  let app: FastifyInstance;
  let asker: Person;
  let neighbour: Person;
  let agronomist: Person;

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    asker = await personWithRole(app);
    neighbour = await personWithRole(app);
    agronomist = await personWithRole(app, 'staff');
  });
  afterAll(() => app.close());

  it('refuses every write without an account, and lets anyone read', async () => {
    expect((await call(app, null, 'POST', 'community/questions/', question())).status).toBe(401);
    const asked = await call(app, asker, 'POST', 'community/questions/', question());
    expect(asked.status).toBe(201);
    const id = asked.body.id;
    expect(
      (await call(app, null, 'POST', `community/questions/${id}/answers/`, { text: 'Nyunyiza' })).status,
    ).toBe(401);
    expect(
      (await call(app, null, 'POST', 'community/reports/', { question: id, reason: 'spam' })).status,
    ).toBe(401);
    expect((await call(app, null, 'PATCH', `community/questions/${id}/`, { text: 'x' })).status).toBe(401);
    const feed = await call(app, null, 'GET', 'community/questions/');
    expect(feed.status).toBe(200);
    expect(feed.body.results[0]).toMatchObject({ id, mine: false, state: 'published', answers: 0 });
    expect((await call(app, null, 'GET', `community/questions/${id}/`)).body.id).toBe(id);
  });

  it('asks with the asker’s own checked photos, shown to anyone; another’s photo is refused', async () => {
    const photo = await uploadedPhoto(app, asker);
    const asked = await call(
      app,
      asker,
      'POST',
      'community/questions/',
      question({ photos: [photo], county: '016' }),
    );
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ county: '016', crop: 'tomato', language: 'sw', mine: true });
    expect(asked.body.author).toEqual({
      nickname: `${asker.firstName} ${asker.lastName[0]}.`,
      picture: null,
      agronomist: false,
    });
    expect(asked.body.photos).toEqual([`/api/v1/community/questions/${asked.body.id}/photos/0/`]);
    const file = await app.inject({ url: asked.body.photos[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const theirs = await call(app, neighbour, 'POST', 'community/questions/', question({ photos: [photo] }));
    expect(theirs).toMatchObject({ status: 400, body: { photos: [expect.any(String)] } });
    const nowhere = await call(app, asker, 'POST', 'community/questions/', question({ county: '099' }));
    expect(nowhere.status).toBe(400);
  });

  it('takes photos of a check made before signing in, proved by the device’s upload token, and makes them the account’s', async () => {
    // The unsure check, without an account: the server hands the device its upload token.
    const sent = await upload(app, leaf(), { fields: { crop: 'tomato' } });
    const token = sent.json().upload_token as string;
    const { body: task } = await waitForTask(app, sent.json().task_id, { [UPLOAD_TOKEN_HEADER]: token });
    const photo = task.image_id as string;
    // Someone who signs up after the check (and whose questions today leave the others' limits alone).
    const farmer = await personWithRole(app);

    // Signed in, without the token, the photo is nobody's the server can tell: refused, nothing posted.
    const without = await call(app, farmer, 'POST', 'community/questions/', question({ photos: [photo] }));
    expect(without).toMatchObject({ status: 400, body: { photos: [expect.any(String)] } });
    // Another device's token proves nothing.
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/v1/community/questions/',
      headers: { ...bearer(neighbour.access), [UPLOAD_TOKEN_HEADER]: 'x'.repeat(43) },
      payload: question({ photos: [photo] }),
    });
    expect(stranger.statusCode).toBe(400);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/community/questions/',
      headers: { ...bearer(farmer.access), [UPLOAD_TOKEN_HEADER]: token },
      payload: question({ photos: [photo] }),
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().photos).toHaveLength(1);
    // The account now owns it: asked again without the token, the same photo is taken.
    const again = await call(app, farmer, 'POST', 'community/questions/', question({ photos: [photo] }));
    expect(again.status).toBe(201);
  });

  it('lists latest first and filters by crop, county, language and unanswered', async () => {
    await call(
      app,
      neighbour,
      'POST',
      'community/questions/',
      question({ crop: 'maize', language: 'en', text: 'Fall armyworm?' }),
    );
    const latest = (await call(app, null, 'GET', 'community/questions/')).body.results;
    expect(latest[0].text).toBe('Fall armyworm?');
    const times = latest.map((item: { created_at: string }) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const maize = (await call(app, null, 'GET', 'community/questions/?crop=maize')).body;
    expect(maize.results.every((item: { crop: string }) => item.crop === 'maize')).toBe(true);
    expect((await call(app, null, 'GET', 'community/questions/?county=016')).body.count).toBe(1);
    const english = (await call(app, null, 'GET', 'community/questions/?language=en')).body;
    expect(english.results.map((item: { text: string }) => item.text)).toEqual(['Fall armyworm?']);
    const paged = (await call(app, null, 'GET', 'community/questions/?page_size=1')).body;
    expect(paged).toMatchObject({
      count: latest.length,
      previous: null,
      next: expect.stringContaining('page=2'),
    });
  });

  it('answers: the asker hears in the chat, agronomists carry the badge, helpful counts once, the asker marks the solution', async () => {
    const asked = (
      await call(app, asker, 'POST', 'community/questions/', question({ text: 'Nyanya zinanyauka' }))
    ).body;
    const url = `community/questions/${asked.id}/answers/`;
    const plain = await call(app, neighbour, 'POST', url, { text: 'Ng’oa zilizonyauka na uzichome.' });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ state: 'published', helpful: 0, solved: false, mine: true });
    const expert = await call(app, agronomist, 'POST', url, { text: 'Huu ni mnyauko wa bakteria.' });
    expect(expert.body.author.agronomist).toBe(true);
    expect(plain.body.author.agronomist).toBe(false);

    const messages = (await call(app, asker, 'GET', 'messages/')).body.results;
    expect(messages.map((message: { body: string }) => message.body)).toContain(
      'Mtu amejibu swali lako kwenye jamii: “Ng’oa zilizonyauka na uzichome.”. Fungua jamii ulisome na uonyeshe lililokusaidia.',
    );

    for (let n = 0; n < 2; n += 1) {
      const marked = await call(app, asker, 'POST', `community/answers/${expert.body.id}/helpful/`);
      expect(marked.body).toMatchObject({ helpful: 1, marked_helpful: true });
    }
    expect((await call(app, null, 'GET', url)).body.results[1]).toMatchObject({
      helpful: 1,
      marked_helpful: false,
    });

    const solved = await call(app, asker, 'PATCH', `community/questions/${asked.id}/`, {
      solved_by: expert.body.id,
    });
    expect(solved.body).toMatchObject({ solved: true, answers: 2 });
    const answers = (await call(app, null, 'GET', url)).body.results;
    expect(answers.map((answer: { solved: boolean }) => answer.solved)).toEqual([false, true]);
    expect(
      (await call(app, null, 'GET', 'community/questions/?unanswered=true')).body.results,
    ).not.toContainEqual(expect.objectContaining({ id: asked.id }));
  });

  it('refuses another person changing someone else’s question', async () => {
    const asked = (await call(app, asker, 'POST', 'community/questions/', question())).body;
    const edit = await call(app, neighbour, 'PATCH', `community/questions/${asked.id}/`, {
      text: 'Nunua dawa yangu',
    });
    expect(edit).toMatchObject({ status: 403, body: { code: 'community_not_yours' } });
    const own = await call(app, asker, 'PATCH', `community/questions/${asked.id}/`, {
      text: 'Majani yanakauka',
    });
    expect(own.body.text).toBe('Majani yanakauka');
  });

  it('masks phone numbers and e-mails for everyone but the author', async () => {
    const text = 'Nipigie 0712 345 678 au andika wanjiku@example.org';
    const asked = (await call(app, asker, 'POST', 'community/questions/', question({ text }))).body;
    expect(asked.text).toBe(text);
    const masked = 'Nipigie •••• ••• ••• au andika •••@•••';
    expect((await call(app, null, 'GET', `community/questions/${asked.id}/`)).body.text).toBe(masked);
    expect((await call(app, neighbour, 'GET', `community/questions/${asked.id}/`)).body.text).toBe(masked);
    expect((await call(app, asker, 'GET', `community/questions/${asked.id}/`)).body.text).toBe(text);
    const answer = await call(app, neighbour, 'POST', `community/questions/${asked.id}/answers/`, {
      text: 'Mimi ni +254 700 000 111',
    });
    expect(answer.body.text).toBe('Mimi ni +254 700 000 111');
    expect(
      (await call(app, asker, 'GET', `community/questions/${asked.id}/answers/`)).body.results[0].text,
    ).toBe('Mimi ni +••• ••• ••• •••');
  });

  it('holds an answer naming a pesticide withdrawn or restricted in Kenya, and tells nobody yet', async () => {
    const asked = (
      await call(
        app,
        agronomist,
        'POST',
        'community/questions/',
        question({ text: 'Vidukari kwenye mahindi' }),
      )
    ).body;
    const before = (await call(app, agronomist, 'GET', 'messages/')).body.count;
    const url = `community/questions/${asked.id}/answers/`;
    const held = await call(app, neighbour, 'POST', url, { text: 'Piga Dimethoate 40EC mara mbili.' });
    expect(held.body).toMatchObject({ state: 'held', mine: true });
    expect((await call(app, null, 'GET', url)).body.count).toBe(0);
    expect((await call(app, neighbour, 'GET', url)).body.results[0]).toMatchObject({ state: 'held' });
    expect((await call(app, agronomist, 'GET', 'messages/')).body.count).toBe(before);
    expect((await call(app, null, 'GET', `community/questions/${asked.id}/`)).body.answers).toBe(0);
    // A registered product's name goes out at once.
    const fine = await call(app, neighbour, 'POST', url, { text: 'Tumia copper oxychloride kabla ya mvua.' });
    expect(fine.body.state).toBe('published');
  });
});

describe('the Community: per-account limits', () => {
  let app: FastifyInstance;
  afterAll(() => app.close());

  it('counts questions per day and answers per hour, per account', async () => {
    ({ app } = await buildClassifyApp(undefined, 1, {
      community: { questionsPerDay: 2, answersPerHour: 1 },
    }));
    const [one, two] = [await personWithRole(app), await personWithRole(app)];
    for (let n = 0; n < 2; n += 1)
      expect((await call(app, one, 'POST', 'community/questions/', question())).status).toBe(201);
    const third = await call(app, one, 'POST', 'community/questions/', question());
    expect(third).toMatchObject({ status: 429, body: { code: 'community_question_limit' } });
    const asked = (await call(app, two, 'POST', 'community/questions/', question())).body;
    const url = `community/questions/${asked.id}/answers/`;
    expect((await call(app, one, 'POST', url, { text: 'Jaribu hivi' })).status).toBe(201);
    const again = await call(app, one, 'POST', url, { text: 'Na hivi pia' });
    expect(again).toMatchObject({ status: 429, body: { code: 'community_answer_limit' } });
    expect((await call(app, two, 'POST', url, { text: 'Asante' })).status).toBe(201);
  });
});
