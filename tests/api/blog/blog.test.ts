import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

describe('blog/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'accept-language': language } });

  it('lists the posts newest first, paginated, in the reader’s language', async () => {
    const en = (await get('blog/')).json();
    expect(en.results.map((post: { slug: string }) => post.slug)).toEqual([
      'prepare-for-the-long-rains',
      'scouting-fall-armyworm',
      'safe-pesticide-use',
    ]);
    expect(en.results[0]).toMatchObject({
      title: 'Get ready for the long rains',
      language: 'en',
      date: '2026-11-16',
    });
    expect(en.results[0].body).toBeUndefined();
    const sw = (await get('blog/?page_size=2', 'sw')).json();
    expect(sw).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') });
    expect(sw.results[1].title).toBe('Jinsi ya kukagua mahindi kwa viwavijeshi vamizi');
  });

  it('serves one post with its markdown, and 404 for an unknown one', async () => {
    const post = (await get('blog/scouting-fall-armyworm/', 'sw')).json();
    expect(post.body).toContain('## Jinsi ya kukagua');
    expect((await get('blog/no-such-post/')).statusCode).toBe(404);
    expect((await get('blog/Bad_Slug/')).statusCode).toBe(400);
  });
});
