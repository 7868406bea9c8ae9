import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const swahili = { 'accept-language': 'sw' };

/** Sends raw bytes and reads the whole answer: Node's parser refuses some requests before Fastify. */
function rawExchange(port: number, request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

// Issue 35 §2: Fastify's and Node's own refusals answered `{error, message, statusCode}`.
describe('every error answer has the contract shape, in the caller language', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('answers a path that does not decode with 400 malformed_request, not FST_ERR_BAD_URL', async () => {
    for (const url of ['/api/v1/%', '/api/v1/pest/%zz/', '/%']) {
      const response = await app.inject({ method: 'GET', url, headers: swahili });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        detail: 'Ombi halikuweza kusomeka. Tafadhali jaribu tena.',
        code: 'malformed_request',
      });
    }
  });

  it('answers an unknown path with 404 and a wrong method with 405, both translated', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/nothing/here/', headers: swahili });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Haikupatikana.', code: 'not_found' });
    const wrong = await app.inject({ method: 'DELETE', url: '/api/v1/health/', headers: swahili });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json()).toEqual({ detail: 'Njia DELETE hairuhusiwi hapa.', code: 'method_not_allowed' });
  });

  it('answers 413 and 415 with a detail and code', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register/',
      headers: { 'content-type': 'application/json', ...swahili },
      payload: JSON.stringify({ first_name: 'x'.repeat(100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'Ulichotuma ni kikubwa mno.', code: 'payload_too_large' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      detail: 'This kind of content (application/xml) is not accepted here.',
      code: 'unsupported_media_type',
    });
  });

  it('answers a 10 KB address with 414, on the API and on the client files alike', async () => {
    for (const url of [
      `/api/v1/${'a'.repeat(10_000)}/`,
      `/${'a'.repeat(10_000)}`,
      `/api/v1/health/?q=${'a'.repeat(10_000)}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: swahili });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ detail: 'Anwani iliyoombwa ni ndefu mno.', code: 'uri_too_long' });
    }
  });

  it('answers an address longer than Node reads with 414, and oversized headers with 431', async () => {
    const longLine = await rawExchange(
      port,
      `GET /api/v1/${'a'.repeat(20_000)}/ HTTP/1.1\r\nHost: x\r\nAccept-Language: sw\r\n\r\n`,
    );
    expect(longLine).toEqual({
      status: 414,
      body: { detail: 'Anwani iliyoombwa ni ndefu mno.', code: 'uri_too_long' },
    });
    const bigHeaders = await rawExchange(
      port,
      `GET /api/v1/health/ HTTP/1.1\r\nHost: x\r\nAccept-Language: sw\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeaders).toEqual({
      status: 431,
      body: {
        detail: 'Ombi lilibeba maelezo mengi mno ya ziada, halikuweza kusomeka.',
        code: 'headers_too_large',
      },
    });
    const english = await rawExchange(
      port,
      `GET /api/v1/health/ HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(english.body).toMatchObject({
      code: 'headers_too_large',
      detail: expect.stringMatching(/^The request/),
    });
  });

  it('answers a request line Node cannot parse with 400 malformed_request', async () => {
    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toEqual({
      status: 400,
      body: { detail: 'The request could not be read. Please try again.', code: 'malformed_request' },
    });
  });
});
