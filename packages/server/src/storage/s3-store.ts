// The S3-compatible storage backend (decisions/0051-storage.md): objects are keys of one bucket, paths
// used as keys unchanged. S3 has no folders or links, so a checked path cannot leave the bucket; listing
// is ListObjectsV2 with StartAfter (the same page token as the local backend), a move is copy then delete.
import { createReadStream } from 'node:fs';
import { stat as fileStat } from 'node:fs/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { storageTypeOf, type StorageItem } from '@eventory/domain/storage';
import type { ObjectPage, ObjectStore } from './object-store.ts';
import type { S3Settings } from '../config/storage-config.ts';

const seconds = (date: Date | undefined) => Math.floor((date?.getTime() ?? 0) / 1000);
const typeOf = (path: string) => storageTypeOf(path) ?? 'application/octet-stream';

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers store an aws-chunked body
      // (checksum trailer and all) as the object's bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async list(prefix: string, after: string | undefined, limit: number): Promise<ObjectPage> {
    const answer = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: prefix === '' ? undefined : prefix,
        StartAfter: after,
        MaxKeys: limit,
      }),
    );
    const items = (answer.Contents ?? [])
      .filter((o) => o.Key !== undefined)
      .map((o) => ({
        name: o.Key as string,
        size: o.Size ?? 0,
        updated: seconds(o.LastModified),
        contentType: typeOf(o.Key as string),
      }));
    return { items, more: answer.IsTruncated === true };
  }

  async stat(path: string): Promise<StorageItem | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return {
        name: path,
        size: head.ContentLength ?? 0,
        updated: seconds(head.LastModified),
        contentType: typeOf(path),
      };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async read(path: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      const bytes = await answer.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async put(path: string, sourceFile: string, contentType: string): Promise<StorageItem> {
    const { size } = await fileStat(sourceFile);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: path,
        Body: createReadStream(sourceFile),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    return (await this.stat(path)) ?? { name: path, size, updated: seconds(new Date()), contentType };
  }

  async remove(path: string): Promise<boolean> {
    if (!(await this.stat(path))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
    return true;
  }

  async move(from: string, to: string): Promise<StorageItem> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        // The copy source is "bucket/key" with the key URL-encoded, '/' kept.
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        ContentType: typeOf(to),
        MetadataDirective: 'REPLACE',
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
    const item = await this.stat(to);
    if (!item) throw new Error(`storage: ${to} vanished after its move`);
    return item;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
