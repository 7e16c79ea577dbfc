// Opens the configured storage backend (STORAGE_BACKEND): the local directory or an S3-compatible bucket.
import type { ObjectStore } from './object-store.ts';
import type { StorageConfig } from '../config/storage-config.ts';
import { LocalObjectStore } from './local-store.ts';
import { S3ObjectStore } from './s3-store.ts';

export function openObjectStore(config: StorageConfig): ObjectStore {
  if (config.backend === 's3') {
    if (!config.s3) throw new Error('STORAGE_BACKEND=s3 needs STORAGE_BUCKET');
    return new S3ObjectStore(config.s3);
  }
  return new LocalObjectStore(config.dir);
}
