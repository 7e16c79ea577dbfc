// An S3-compatible server for integration tests (s3rver, started by the test, data in a temporary folder)
// and the storage settings that point an app at its bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorageConfig } from '../config/storage-config.ts';

export async function startS3Storage(maxBytes: number): Promise<{
  storage: StorageConfig;
  close: () => Promise<void>;
}> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(join(tmpdir(), 'eventory-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'eventory-test', configs: [] }],
  });
  const address = await server.run();
  return {
    storage: {
      backend: 's3',
      dir: '',
      maxBytes,
      s3: {
        bucket: 'eventory-test',
        endpoint: `http://${address.address}:${address.port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
