import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import type { Person } from '../privacy/support/person-everywhere.ts';
import { call, personWithRole, question, uploadedPhoto } from './support/community-app.ts';

describe('the Community: reports and the grievance officer’s queue', () => {
  let app: FastifyInstance;
  let author: Person;
  let reader: Person;
  let officer: Person;
  let agronomist: Person;

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    author = await personWithRole(app);
    reader = await personWithRole(app);
    officer = await personWithRole(app, 'grievance_officer');
    agronomist = await personWithRole(app, 'staff');
  });
  afterAll(() => app.close());

  it('keeps the queue to the grievance officer', async () => {
    expect((await call(app, null, 'GET', 'staff/community/reports/')).status).toBe(401);
    expect((await call(app, reader, 'GET', 'staff/community/reports/')).status).toBe(403);
    expect((await call(app, agronomist, 'GET', 'staff/community/reports/')).body.code).toBe(
      'grievance_officer_only',
    );
    expect((await call(app, officer, 'GET', 'staff/community/reports/')).status).toBe(200);
  });

  it('keeps a person’s waiting report of a post once, however often it is sent', async () => {
    const asker = await personWithRole(app);
    const asked = (await call(app, asker, 'POST', 'community/questions/', question())).body;
    const report = () =>
      call(app, reader, 'POST', 'community/reports/', { question: asked.id, reason: 'abuse' });
    const sent = await Promise.all([report(), report(), report()]);
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(sent.map((answer) => answer.body.id)).size).toBe(1);
    const queue = (await call(app, officer, 'GET', 'staff/community/reports/')).body;
    const post = queue.results.find((item: { id: string }) => item.id === asked.id);
    expect(post.reports).toHaveLength(1);
  });

  it('report → hide → the author sees why, in the chat and beside the post; others no longer see it', async () => {
    const text = 'Nunua mbegu kwangu, piga 0722 111 222';
    const asked = (await call(app, author, 'POST', 'community/questions/', question({ text }))).body;
    const reported = await call(app, reader, 'POST', 'community/reports/', {
      question: asked.id,
      reason: 'spam',
    });
    expect(reported).toMatchObject({ status: 201, body: { reason: 'spam' } });

    const queue = (await call(app, officer, 'GET', 'staff/community/reports/')).body;
    expect(queue.results).toContainEqual(
      expect.objectContaining({
        kind: 'question',
        id: asked.id,
        text,
        state: 'published',
        reports: [expect.objectContaining({ reason: 'spam', automatic: false })],
        author: expect.objectContaining({ id: author.id, questions: 1, answers: 0, warnings: 0 }),
      }),
    );

    const hidden = await call(app, officer, 'POST', `staff/community/questions/${asked.id}/actions/`, {
      action: 'hide',
      reason: 'Advertising is not allowed in the Community.',
    });
    expect(hidden.body).toMatchObject({
      state: 'hidden',
      hidden_reason: 'Advertising is not allowed in the Community.',
    });
    expect(hidden.body.actions).toEqual([
      {
        action: 'hide',
        reason: 'Advertising is not allowed in the Community.',
        by: `${officer.firstName} ${officer.lastName}`,
        created_at: expect.any(String),
      },
    ]);

    const own = await call(app, author, 'GET', `community/questions/${asked.id}/`);
    expect(own.body).toMatchObject({
      state: 'hidden',
      hidden_reason: 'Advertising is not allowed in the Community.',
    });
    const chat = (await call(app, author, 'GET', 'messages/')).body.results;
    expect(chat[0].body).toContain('Advertising is not allowed in the Community.');
    expect((await call(app, reader, 'GET', `community/questions/${asked.id}/`)).status).toBe(404);
    expect((await call(app, null, 'GET', 'community/questions/')).body.results).not.toContainEqual(
      expect.objectContaining({ id: asked.id }),
    );
    // Acted on: it leaves the open queue for the handled one.
    const open = (await call(app, officer, 'GET', 'staff/community/reports/')).body.results;
    expect(open.map((item: { id: string }) => item.id)).not.toContain(asked.id);
    const handled = (await call(app, officer, 'GET', 'staff/community/reports/?status=handled')).body.results;
    expect(handled.map((item: { id: string }) => item.id)).toContain(asked.id);

    const restored = await call(app, officer, 'POST', `staff/community/questions/${asked.id}/actions/`, {
      action: 'restore',
      reason: 'The seller removed the advert.',
    });
    expect(restored.body).toMatchObject({ state: 'published', hidden_reason: null });
    expect(restored.body.actions.map((entry: { action: string }) => entry.action)).toEqual([
      'hide',
      'restore',
    ]);
    expect((await call(app, reader, 'GET', `community/questions/${asked.id}/`)).status).toBe(200);
  });

  it('releases a held answer, which only then reaches the asker', async () => {
    const asked = (await call(app, reader, 'POST', 'community/questions/', question())).body;
    const held = (
      await call(app, author, 'POST', `community/questions/${asked.id}/answers/`, {
        text: 'Tumia chlorpyrifos.',
      })
    ).body;
    const queue = (await call(app, officer, 'GET', 'staff/community/reports/')).body.results;
    expect(queue).toContainEqual(
      expect.objectContaining({
        kind: 'answer',
        id: held.id,
        state: 'held',
        reports: [expect.objectContaining({ reason: 'dangerous_advice', automatic: true })],
      }),
    );
    const before = (await call(app, reader, 'GET', 'messages/')).body.count;
    await call(app, officer, 'POST', `staff/community/answers/${held.id}/actions/`, {
      action: 'restore',
      reason: 'Checked: the asker grows a crop where it is allowed.',
    });
    expect((await call(app, null, 'GET', `community/questions/${asked.id}/answers/`)).body.count).toBe(1);
    expect((await call(app, reader, 'GET', 'messages/')).body.count).toBe(before + 1);
  });

  it('warns and suspends the author (through the admins’ suspension), each logged', async () => {
    const asked = (
      await call(app, author, 'POST', 'community/questions/', question({ text: 'Wewe ni mjinga' }))
    ).body;
    await call(app, reader, 'POST', 'community/reports/', { question: asked.id, reason: 'abuse' });
    const url = `staff/community/questions/${asked.id}/actions/`;
    const warned = await call(app, officer, 'POST', url, {
      action: 'warn',
      reason: 'Be kind to other farmers.',
    });
    expect(warned.body.author.warnings).toBe(1);
    expect((await call(app, author, 'GET', 'messages/')).body.results[0].body).toContain(
      'Be kind to other farmers.',
    );
    const suspended = await call(app, officer, 'POST', url, {
      action: 'suspend',
      reason: 'Abuse after a warning.',
      language: 'sw',
    });
    expect(suspended.body.author.status).toBe('suspended');
    expect(suspended.body.actions.map((entry: { action: string }) => entry.action)).toEqual([
      'warn',
      'suspend',
    ]);
    expect((await call(app, author, 'GET', 'community/questions/')).body.code).toBe('account_suspended');
    const again = await call(app, officer, 'POST', url, { action: 'suspend', reason: 'Once more.' });
    expect(again.status).toBe(409);
  });

  it('opens one post at its own address, and shows a hidden question’s photos to the officer only', async () => {
    const asker = await personWithRole(app);
    const photo = await uploadedPhoto(app, asker);
    const asked = (await call(app, asker, 'POST', 'community/questions/', question({ photos: [photo] })))
      .body;
    await call(app, reader, 'POST', 'community/reports/', { question: asked.id, reason: 'personal_data' });
    const one = await call(app, officer, 'GET', `staff/community/questions/${asked.id}/`);
    expect(one.body).toMatchObject({ kind: 'question', id: asked.id, photos: 1, state: 'published' });
    expect((await call(app, agronomist, 'GET', `staff/community/questions/${asked.id}/`)).status).toBe(403);
    await call(app, officer, 'POST', `staff/community/questions/${asked.id}/actions/`, {
      action: 'hide',
      reason: 'The photo shows a person’s ID card.',
    });
    const path = `staff/community/questions/${asked.id}/photos/0/`;
    const seen = await call(app, officer, 'GET', path);
    expect(seen.status).toBe(200);
    expect(seen.response.headers['content-type']).toBe('image/jpeg');
    expect((await call(app, reader, 'GET', `community/questions/${asked.id}/photos/0/`)).status).toBe(404);
    expect((await call(app, reader, 'GET', path)).status).toBe(403);
    expect((await call(app, officer, 'GET', `staff/community/questions/${asked.id}/photos/1/`)).status).toBe(
      404,
    );
    const missing = await call(
      app,
      officer,
      'GET',
      'staff/community/answers/0b5d1c4e-9f3a-4a7e-8f55-3c1d2e4f5a6b/',
    );
    expect(missing.status).toBe(404);
  });

  it('refuses a report of a post the reporter cannot see', async () => {
    const missing = await call(app, reader, 'POST', 'community/reports/', {
      answer: '0b5d1c4e-9f3a-4a7e-8f55-3c1d2e4f5a6b',
      reason: 'abuse',
    });
    expect(missing.status).toBe(404);
  });
});
