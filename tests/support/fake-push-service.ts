import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push request as the push service received it, decrypted with the subscription's own keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The plaintext, as the browser would hand it to the service worker. */
  payload: string;
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/**
 * RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm coding, as the browser
 * decrypts: the header's salt and the server's one-off public key, ECDH with the browser's private
 * key, HKDF with the auth secret, then AES-128-GCM over the one record and its padding removed.
 */
export function decryptPush(body: Buffer, browserPrivateKey: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  const browser = createECDH('prime256v1');
  browser.setPrivateKey(browserPrivateKey);
  const browserPublicKey = browser.getPublicKey();
  const ecdhSecret = browser.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as `toJSON()` sends them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * A push service on loopback: takes pushes for any path (one per subscription), answers 201, or the
 * status `answer` names for a path (410 for a gone subscription). Each body is decrypted with the keys
 * of the browser registered for its path.
 */
export async function startFakePushService() {
  const browsers = new Map<string, ReturnType<typeof browserKeys>>();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const browser = browsers.get(path);
      if (!browser) return response.writeHead(404).end();
      received.push({
        path,
        headers: request.headers,
        payload: decryptPush(Buffer.concat(chunks), browser.privateKey, browser.auth),
      });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new browser subscription on this service: the JSON the app sends the server. */
    subscribe(path = `/push/${randomBytes(6).toString('hex')}`) {
      const browser = browserKeys();
      browsers.set(path, browser);
      return { endpoint: `${origin}${path}`, keys: browser.keys };
    },
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
