import { describe, expect, it } from 'vitest';
import { loadStorageConfig } from './storage-config.ts';

describe('storage settings', () => {
  it('defaults to a local root under DATA_DIR with a 10 MiB limit', () => {
    const config = loadStorageConfig({}, '/srv/data');
    expect(config).toEqual({
      backend: 'local',
      dir: '/srv/data/storage',
      maxBytes: 10_485_760,
      s3: undefined,
    });
  });

  it('reads the s3 backend, path style on by default with an endpoint', () => {
    const config = loadStorageConfig(
      { STORAGE_BACKEND: 's3', STORAGE_BUCKET: 'assets', STORAGE_ENDPOINT: 'http://minio:9000' },
      '/srv/data',
    );
    expect(config.s3).toEqual({
      bucket: 'assets',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });

  it.each([
    [{ STORAGE_BACKEND: 'ftp' }, /STORAGE_BACKEND/],
    [{ STORAGE_BACKEND: 's3' }, /STORAGE_BUCKET must be set/],
    [{ STORAGE_MAX_BYTES: '10MB' }, /STORAGE_MAX_BYTES/],
    [{ STORAGE_ENDPOINT: 'minio:9000' }, /STORAGE_ENDPOINT/],
    [{ STORAGE_BUCKET: 'a', STORAGE_FORCE_PATH_STYLE: 'maybe' }, /STORAGE_FORCE_PATH_STYLE/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadStorageConfig(env, '/srv/data')).toThrow(message);
  });
});
