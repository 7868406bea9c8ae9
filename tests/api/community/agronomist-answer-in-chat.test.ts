import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { call, personWithRole, question } from './support/community-app.ts';

describe('the Community: an agronomist’s answer', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
  });
  afterAll(() => app.close());

  it('reaches the asker’s chat, in the question’s language', async () => {
    const asker = await personWithRole(app);
    const agronomist = await personWithRole(app, 'staff');
    const asked = (await call(app, asker, 'POST', 'community/questions/', question())).body;
    const answered = await call(app, agronomist, 'POST', `community/questions/${asked.id}/answers/`, {
      text: 'Ni baka jani chelewa: ondoa majani yaliyoathirika.',
    });
    expect(answered.body.author.agronomist).toBe(true);

    const chat = (await call(app, asker, 'GET', 'messages/')).body.results;
    expect(chat).toHaveLength(1);
    expect(chat[0].body).toBe(
      'Mtu amejibu swali lako kwenye jamii: “Ni baka jani chelewa: ondoa majani yaliyoathirika.”. Fungua jamii ulisome na uonyeshe lililokusaidia.',
    );
    // The agronomist hears nothing of their own answer.
    expect((await call(app, agronomist, 'GET', 'messages/')).body.count).toBe(0);
  });
});
