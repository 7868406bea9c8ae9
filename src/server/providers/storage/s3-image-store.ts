import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../../config/storage-config.ts';
import { imageKey, type ImageStore } from './image-store.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Photos in an S3-compatible bucket (AWS, MinIO, Ceph, R2…), under the same content-addressed keys as on
 * disk. Requests are signed with AWS Signature v4 and address the bucket by path, which every such
 * service accepts.
 */
export function createS3ImageStore(config: S3Config): ImageStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const request = (method: string, key: string, body?: Buffer) =>
    client.fetch(`${config.endpoint}/${config.bucket}/${key}`, {
      method,
      ...(body ? { body: new Uint8Array(body), headers: { 'content-type': 'image/jpeg' } } : {}),
    });
  const fail = (method: string, key: string, status: number) =>
    new Error(`object storage refused ${method} ${key}: HTTP ${status}`);

  return {
    async put(sha256, data) {
      const key = imageKey(sha256);
      const existing = await request('HEAD', key);
      if (existing.ok) return { key, created: false };
      if (existing.status !== 404) throw fail('HEAD', key, existing.status);
      const stored = await request('PUT', key, data);
      if (!stored.ok) throw fail('PUT', key, stored.status);
      return { key, created: true };
    },
    async get(key) {
      const response = await request('GET', key);
      if (!response.ok) throw fail('GET', key, response.status);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw fail('DELETE', key, response.status);
    },
  };
}
