// Storage settings (decisions/0051-storage.md), read once from the environment with the rest of the
// configuration (config.ts): the backend, its root or bucket, and the upload size limit.
import { resolve } from 'node:path';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); unset: AWS for the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain (AWS_ACCESS_KEY_ID…, instance roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  backend: 'local' | 's3';
  /** Root directory of the local backend. */
  dir: string;
  /** Largest upload, in bytes. */
  maxBytes: number;
  s3: S3Settings | undefined;
}

/** Rows of the README's settings table (config.ts CONFIG_DOCS takes them in). */
export const STORAGE_CONFIG_DOCS: { name: string; default: string; description: string }[] = [
  {
    name: 'STORAGE_BACKEND',
    default: 'local',
    description: 'local | s3: where the storage tool keeps files (templates, JSON data, function scripts).',
  },
  {
    name: 'STORAGE_DIR',
    default: 'DATA_DIR/storage',
    description: 'Root directory of the local storage backend; no path leaves it.',
  },
  {
    name: 'STORAGE_MAX_BYTES',
    default: '10485760',
    description: 'Largest file the storage tool accepts, in bytes (default 10 MiB).',
  },
  {
    name: 'STORAGE_BUCKET',
    default: '(unset)',
    description: 'Bucket of the s3 storage backend (required for s3).',
  },
  {
    name: 'STORAGE_ENDPOINT',
    default: '(unset)',
    description: 'Endpoint of an S3-compatible server (http(s)://...). Unset: AWS S3 in STORAGE_REGION.',
  },
  { name: 'STORAGE_REGION', default: 'us-east-1', description: 'Region of the s3 storage backend.' },
  {
    name: 'STORAGE_ACCESS_KEY_ID',
    default: '(unset)',
    description: "Access key of the s3 backend. Unset: the AWS SDK's default credential chain.",
  },
  {
    name: 'STORAGE_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret key matching STORAGE_ACCESS_KEY_ID.',
  },
  {
    name: 'STORAGE_FORCE_PATH_STYLE',
    default: 'true when STORAGE_ENDPOINT is set',
    description: 'Address the bucket as endpoint/bucket (most S3-compatible servers need it).',
  },
];

const unset = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

export function loadStorageConfig(env: Record<string, string | undefined>, dataDir: string): StorageConfig {
  const backend = unset(env.STORAGE_BACKEND) ?? 'local';
  if (backend !== 'local' && backend !== 's3')
    throw new Error(`STORAGE_BACKEND must be local | s3, got ${JSON.stringify(backend)}`);
  const maxRaw = unset(env.STORAGE_MAX_BYTES) ?? '10485760';
  if (!/^[1-9]\d{0,12}$/.test(maxRaw))
    throw new Error(
      `STORAGE_MAX_BYTES must be a positive whole number of bytes, got ${JSON.stringify(maxRaw)}`,
    );
  const endpoint = unset(env.STORAGE_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(endpoint))
    throw new Error(`STORAGE_ENDPOINT must be an http(s) URL, got ${JSON.stringify(endpoint)}`);
  const bucket = unset(env.STORAGE_BUCKET);
  // Read every setting whichever backend is chosen, so a typo in an unused one still shows in tests.
  const region = unset(env.STORAGE_REGION) ?? 'us-east-1';
  const accessKeyId = unset(env.STORAGE_ACCESS_KEY_ID);
  const secretAccessKey = unset(env.STORAGE_SECRET_ACCESS_KEY);
  if (backend === 's3' && bucket === undefined)
    throw new Error('STORAGE_BUCKET must be set when STORAGE_BACKEND=s3');
  const pathStyle = unset(env.STORAGE_FORCE_PATH_STYLE)?.toLowerCase();
  if (pathStyle !== undefined && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`STORAGE_FORCE_PATH_STYLE must be true or false, got ${JSON.stringify(pathStyle)}`);
  return {
    backend,
    dir: resolve(unset(env.STORAGE_DIR) ?? resolve(dataDir, 'storage')),
    maxBytes: Number(maxRaw),
    s3:
      bucket === undefined
        ? undefined
        : {
            bucket,
            endpoint,
            region,
            accessKeyId,
            secretAccessKey,
            forcePathStyle:
              pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
          },
  };
}
