import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, Buffer>;
  /** The Authorization header of every request, to check that each one was signed. */
  authorizations: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible service on loopback: path-style HEAD, GET, PUT and DELETE of whole objects, refusing
 * any request that is not signed with AWS Signature v4 for the given access key.
 */
export async function startFakeS3(accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const authorizations: string[] = [];
  const server = createServer((request, response) => {
    const authorization = request.headers.authorization ?? '';
    authorizations.push(authorization);
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      response.writeHead(403).end();
      return;
    }
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const stored = objects.get(name);
      if (request.method === 'PUT') {
        objects.set(name, Buffer.concat(chunks));
        response.writeHead(200).end();
      } else if (request.method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204).end();
      } else if (!stored) {
        response.writeHead(404).end();
      } else {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': stored.length });
        response.end(request.method === 'HEAD' ? undefined : stored);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
