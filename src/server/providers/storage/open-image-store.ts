import type { StorageConfig } from '../../config/storage-config.ts';
import { createImageStore } from './disk-image-store.ts';
import type { ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/** The configured store for cleaned photos: the same one for the API and for every worker. */
export function openImageStore(storage: StorageConfig): ImageStore {
  return storage.kind === 's3' ? createS3ImageStore(storage) : createImageStore(storage.uploadsDir);
}
