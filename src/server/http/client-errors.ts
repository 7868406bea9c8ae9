import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { errorAnswer } from '../errors/error-answer.ts';
import { MAX_URL_LENGTH } from '../plugins/app/url-limit.ts';

const REQUEST_LINE = /^[A-Z]+ \S/;
const ACCEPT_LANGUAGE = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

/** Status and message key for what Node's HTTP parser refused, judged from the bytes it had. */
function refusal(error: ConnectionError, head: string): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'timeout'];
  if (error.code !== 'HPE_HEADER_OVERFLOW') return [400, 'malformed_request'];
  // The request line alone overflowed: the address is too long, not the headers.
  const lineEnd = head.indexOf('\r\n');
  const requestLine = lineEnd === -1 ? head : head.slice(0, lineEnd);
  return REQUEST_LINE.test(head) && requestLine.length > MAX_URL_LENGTH
    ? [414, 'uri_too_long']
    : [431, 'headers_too_large'];
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers over 16 KB, a broken request
 * line, a body that never came) is answered on the socket before Fastify sees it, so here is the one
 * place it can still get the contract's `{detail, code}`, in the language its headers asked for.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Fastify types the packet as a Buffer's JSON form; Node hands the Buffer itself.
  const packet: unknown = error.rawPacket;
  const head = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const [status, code] = refusal(error, head);
  const body = JSON.stringify(errorAnswer(ACCEPT_LANGUAGE.exec(head)?.[1], code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
