import path from 'node:path';

/** Where cleaned photos are kept: a folder under DATA_DIR, or an S3-compatible bucket at scale. */
export type StorageConfig =
  | { kind: 'disk'; uploadsDir: string }
  | {
      kind: 's3';
      /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO address. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

type Env = Record<string, string | undefined>;

export function loadStorageConfig(env: Env, dataDir: string): StorageConfig {
  const bucket = env.S3_BUCKET;
  if (!bucket) return { kind: 'disk', uploadsDir: path.join(dataDir, 'uploads') };
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is needed when S3_BUCKET is set`);
    return value;
  };
  return {
    kind: 's3',
    endpoint: required('S3_ENDPOINT').replace(/\/+$/, ''),
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
  };
}
