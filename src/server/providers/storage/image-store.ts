export interface StoredImage {
  key: string;
  /** False when the same bytes were stored before; then nothing may be removed on a later failure. */
  created: boolean;
}

/**
 * Where cleaned photos are kept, content-addressed: the same cleaned bytes are kept once, and a name
 * never says who sent them. On local disk or in an S3-compatible bucket.
 */
export interface ImageStore {
  put(sha256: string, data: Buffer): Promise<StoredImage>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** The content-addressed name of a photo, the same on disk and in a bucket. */
export function imageKey(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha-256 hex digest');
  return `${sha256.slice(0, 2)}/${sha256}.jpg`;
}
