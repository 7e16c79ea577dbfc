// Admin API of the gift buckets (admin spec §7 "Gift bucket", decision 0054). Reads need `tester` (the
// bucket tester view; every holder of `workerSystem` holds it too), writes `workerSystem` (the bucket list).
// Parse, call the service in one transaction, then tell the rank index and the live channel.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bucketParamsSchema,
  giftBucketConfigPatchSchema,
  giftBucketInputSchema,
  giftBucketPatchSchema,
  resetMarkSchema,
  type GiftBucket,
} from '@eventory/domain/gift-buckets';
import { GIFT_BUCKET_CHANNEL } from '@eventory/domain/live';
import { remirrorContainer } from '../engine/record-store.ts';
import { parseWith } from '../http/validation.ts';
import {
  createBucket,
  deleteBucket,
  findBucket,
  listBuckets,
  patchBucket,
  patchCrawlerConfig,
  readCrawler,
  recalculateBucket,
  resetCrawlerMark,
} from './gift-buckets.ts';

export function registerGiftBucketRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('tester') };
  const write = { preHandler: app.guard('workerSystem', { write: true }) };
  const uuidOf = (request: FastifyRequest) =>
    parseWith(bucketParamsSchema, request.params, 'uuid').uuid.toLowerCase();
  const stateChanged = (bucket: GiftBucket) =>
    app.live.publish(GIFT_BUCKET_CHANNEL, { type: 'state-changed', bucket });

  app.get('/v1/admin/gift-bucket/config', read, async () => readCrawler(app.db));

  app.patch('/v1/admin/gift-bucket/config', write, async (request) => {
    const patch = parseWith(giftBucketConfigPatchSchema, request.body ?? {});
    return app.db.transaction((tx) => patchCrawlerConfig(tx, patch, request.admin.email));
  });

  app.post('/v1/admin/gift-bucket/crawler/reset-mark', write, async (request) => {
    const { mark } = parseWith(resetMarkSchema, request.body ?? {});
    const result = await app.db.transaction((tx) => resetCrawlerMark(tx, mark, request.admin.email));
    result.buckets.forEach(stateChanged);
    return result;
  });

  app.get('/v1/admin/gift-bucket/buckets', read, async () => listBuckets(app.db));

  app.post('/v1/admin/gift-bucket/buckets', write, async (request) => {
    const input = parseWith(giftBucketInputSchema, request.body);
    const bucket = await app.db.transaction((tx) => createBucket(tx, input, request.admin.email));
    stateChanged(bucket);
    return bucket;
  });

  app.get('/v1/admin/gift-bucket/bucket/:uuid', read, async (request) => findBucket(app.db, uuidOf(request)));

  app.patch('/v1/admin/gift-bucket/bucket/:uuid', write, async (request) => {
    const uuid = uuidOf(request);
    const patch = parseWith(giftBucketPatchSchema, request.body);
    return app.db.transaction((tx) => patchBucket(tx, uuid, patch, request.admin.email));
  });

  app.delete('/v1/admin/gift-bucket/bucket/:uuid', write, async (request) => {
    const uuid = uuidOf(request);
    return app.db.transaction((tx) => deleteBucket(tx, uuid, request.admin.email));
  });

  app.post('/v1/admin/gift-bucket/bucket/:uuid/recalculate', write, async (request) => {
    const uuid = uuidOf(request);
    const bucket = await app.db.transaction((tx) => recalculateBucket(tx, uuid, request.admin.email));
    await remirrorContainer(app, bucket.containerID);
    stateChanged(bucket);
    return bucket;
  });
}
