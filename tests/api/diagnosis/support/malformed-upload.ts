import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { multipart, photo } from './multipart.ts';

export interface MalformedUpload {
  kind: string;
  payload: Buffer;
  headers: Record<string, string>;
}

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from('RIFF'), 0xff, 0xff, 0, 0, ...Buffer.from('WEBPVP8 ')],
  heic: [0, 0, 0, 0x18, ...Buffer.from('ftypheic')],
};

/** A PNG whose header claims a size the server must refuse before decoding a single pixel. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  const iend = Buffer.from([0, 0, 0, 0, ...Buffer.from('IEND'), 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([Buffer.from(MAGIC.png!), ihdr, iend]);
}

const bytes = (max: number) => fc.uint8Array({ minLength: 0, maxLength: max }).map((a) => Buffer.from(a));

/** Metadata no schema should accept, one bad field at a time. */
const badField = fc.oneof(
  fc.record({
    latitude: fc.oneof(fc.constant('north'), fc.double({ min: 90.001, max: 1e9, noNaN: true }).map(String)),
  }),
  fc.record({ longitude: fc.double({ min: -1e9, max: -180.001, noNaN: true }).map(String) }),
  fc.record({
    network_type: fc
      .string({ minLength: 1 })
      .filter((s) => !['3g', '4g', 'wifi', 'unknown'].includes(s) && s.trim() === s),
  }),
  fc.record({ image_source: fc.constantFrom('scanner', 'CAMERA', 'drone') }),
  fc.record({ taken_at: fc.constantFrom('yesterday', '2026-13-45T99:00:00Z', '1700000000') }),
  fc.record({ locale: fc.constantFrom('KEN', 'k', '12', 'ke-KE') }),
);

/**
 * Uploads that must all be refused with a 4xx and leave nothing behind: wrong and random bytes,
 * forged magic numbers, photos cut short or with payloads glued on, lying headers, pixel bombs,
 * invalid metadata beside a good photo, and multipart bodies broken in transit.
 */
export function malformedUploads(leaf: Buffer): fc.Arbitrary<MalformedUpload> {
  const asUpload = (kind: string, data: Buffer, fields: Record<string, string> = {}) => ({
    kind,
    ...multipart(fields, [photo(data, 'image/jpeg')]),
  });
  return fc.oneof(
    bytes(2048).map((data) => asUpload('random bytes', data)),
    fc
      .tuple(fc.constantFrom(...Object.keys(MAGIC)), bytes(4096))
      .map(([type, rest]) => asUpload(`forged ${type}`, Buffer.concat([Buffer.from(MAGIC[type]!), rest]))),
    fc.integer({ min: 0, max: leaf.length - 1 }).map((cut) => asUpload('truncated', leaf.subarray(0, cut))),
    bytes(512).map((tail) => asUpload('polyglot', Buffer.concat([leaf, Buffer.from([0x41]), tail]))),
    fc
      .tuple(fc.integer({ min: 6400, max: 1_000_000 }), fc.integer({ min: 6400, max: 1_000_000 }))
      .map(([w, h]) => asUpload('pixel bomb header', pngHeader(w, h))),
    badField.map((fields) => asUpload('bad metadata', leaf, fields as Record<string, string>)),
    fc.integer({ min: 1, max: 2000 }).map((cut) => {
      const body = multipart({ crop: 'maize' }, [photo(leaf)]);
      return {
        kind: 'cut multipart',
        payload: body.payload.subarray(0, Math.min(cut, body.payload.length - 8)),
        headers: body.headers,
      };
    }),
    bytes(1024).map((payload) => ({
      kind: 'garbage multipart',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=----nothing-here' },
    })),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'image/jpeg',
        'application/octet-stream',
      )
      .map((type) => ({ kind: 'lying content type', payload: leaf, headers: { 'content-type': type } })),
  );
}

/** Sends one malformed upload to `classify/image/` as a client would, and answers its status code. */
export async function sendMalformed(app: FastifyInstance, upload: MalformedUpload): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/classify/image/',
    payload: upload.payload,
    headers: upload.headers,
  });
  return response.statusCode;
}
