import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp, leaf, storedCounts } from './support/classify-app.ts';
import { multipart, photo } from './support/multipart.ts';

let app: FastifyInstance;
let uploadsDir: string;
beforeAll(async () => ({ app, uploadsDir } = await buildClassifyApp()));
afterAll(() => app.close());

const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/classify/image/',
    payload: body.payload,
    headers: body.headers,
  });
const withImage = (data: Buffer, fields: Record<string, string> = {}) =>
  send(multipart(fields, [photo(data)]));

const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(200),
]);
const bomb = () =>
  sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#2a6b2a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
const zipped = () =>
  Buffer.concat([leaf(), Buffer.from('PK\x03\x04payload.txt'), Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);
const htmlAfter = () => Buffer.concat([leaf(), Buffer.from('<html><script>alert(1)</script></html>')]);

const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, number, object][] = [
  [
    'a GIF',
    () => withImage(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')),
    415,
    { code: 'image_type_unsupported' },
  ],
  [
    'a PDF named leaf.jpg',
    () => withImage(Buffer.from('%PDF-1.4\n%âãÏÓ\n')),
    415,
    { code: 'image_type_unsupported' },
  ],
  ['a HEIC photo', () => withImage(heic), 415, { code: 'image_heic_unsupported' }],
  [
    'more than 10 MB',
    () => withImage(Buffer.concat([leaf(), Buffer.alloc(10 * 1024 * 1024)])),
    413,
    { code: 'image_too_large' },
  ],
  [
    'a 64-megapixel decompression bomb',
    async () => withImage(await bomb()),
    413,
    { code: 'image_too_many_pixels' },
  ],
  ['a truncated JPEG', () => withImage(leaf().subarray(0, 4000)), 400, { code: 'image_unreadable' }],
  ['a JPEG with a zip glued on', () => withImage(zipped()), 400, { code: 'image_has_extra_data' }],
  ['a JPEG with a web page glued on', () => withImage(htmlAfter()), 400, { code: 'image_has_extra_data' }],
  ['an empty file', () => withImage(Buffer.alloc(0)), 400, { code: 'image_empty' }],
  ['no image at all', () => send(multipart({ crop: 'maize' }, [])), 400, { image: [expect.any(String)] }],
  [
    'two images',
    () => send(multipart({}, [photo(leaf()), photo(leaf())])),
    400,
    { image: [expect.any(String)] },
  ],
  ['a bad latitude', () => withImage(leaf(), { latitude: '123' }), 400, { latitude: [expect.any(String)] }],
  [
    'an unknown network type',
    () => withImage(leaf(), { network_type: '5g' }),
    400,
    { network_type: [expect.any(String)] },
  ],
  [
    'JSON instead of multipart',
    () => app.inject({ method: 'POST', url: '/api/v1/classify/image/', payload: { image: 'base64…' } }),
    415,
    { code: 'unsupported_media_type' },
  ],
];

describe('classify/image/ refuses what it cannot use, and keeps nothing of it', () => {
  it.each(cases)('%s', async (_name, request, status, body) => {
    const before = await storedCounts(app, uploadsDir);
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
    expect(await storedCounts(app, uploadsDir)).toEqual(before);
  });

  it('explains in Swahili when asked to', async () => {
    const body = multipart({}, [photo(heic)]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/classify/image/',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'sw' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toContain('kamera ya kawaida ya simu');
  });
});
