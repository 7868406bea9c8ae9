import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_TOKEN_HEADER } from '../../../contract/classify.ts';

/**
 * Who may read an upload: the signed-in account, or an anonymous client holding the upload token it
 * was given (SPEC §6: anonymous uploads are allowed and stay anonymous). Only the token's hash is kept.
 */
export interface UploadOwner {
  userId: string | null;
  tokenHash: string | null;
  /** One string per owner, the scope of Idempotency-Key. */
  key: string;
  /** A token minted for this request, to hand back to a first-time anonymous uploader. */
  newToken?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function presentedToken(request: FastifyRequest): string | null {
  const value = request.headers[UPLOAD_TOKEN_HEADER];
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

export function uploadOwner(request: FastifyRequest): UploadOwner {
  if (request.user) return { userId: request.user.id, tokenHash: null, key: `user:${request.user.id}` };
  const token = presentedToken(request);
  if (token) return { userId: null, tokenHash: hashToken(token), key: `anon:${hashToken(token)}` };
  const newToken = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(newToken);
  return { userId: null, tokenHash, key: `anon:${tokenHash}`, newToken };
}

/** An upload's owner as stored: the account, or the hash of the anonymous upload token. */
export interface UploadRef {
  userId: string | null;
  tokenHash: string | null;
}

/** Whether this request may see an upload owned by `userId` / `tokenHash`. */
export function mayRead(request: FastifyRequest, owner: UploadRef) {
  if (request.user && owner.userId === request.user.id) return true;
  const token = presentedToken(request);
  if (!token || !owner.tokenHash) return false;
  return timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(owner.tokenHash));
}
