// backends: postgres: two server processes on one PostgreSQL
// Two server processes on one PostgreSQL, both running the gift-bucket crawler at once: each gift is
// taken into the pool exactly once (the advisory lock lets one tick run at a time, and a tick reads the
// marks the other committed). Needs a shared database, so it runs only in the PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftBucket, GiftBucketDetail } from '@eventory/domain/gift-buckets';
import { adminCall } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { crawlAndPublish } from './crawler.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('two gift-bucket crawlers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts every gift once while both tick concurrently', async () => {
    const dev = await a.signIn(['developer']);
    await adminCall(a, dev, 'PATCH', '/v1/admin/gift-bucket/config', {
      enabled: true,
      batchSize: 7,
      // Sends commit out of order while the crawlers tick: without waiting on gaps a gift could be passed.
      ensureIdContinuous: true,
    });
    const bucket = await adminCall<GiftBucket>(a, dev, 'POST', '/v1/admin/gift-bucket/buckets', {
      name: 'Shared',
      type: 'GiftID',
    });
    const sends = Array.from({ length: 60 }, (_, i) =>
      adminCall(i % 2 ? a : b, dev, 'POST', '/v1/admin/event', {
        ID: `two-crawlers-${i}`,
        type: 1,
        timestamp: Date.now(),
        giftEvent: { giftID: 'rose', senderID: `s${i}`, receiverID: 'r', point: 1 },
      }),
    );
    const ticks = Array.from({ length: 30 }, (_, i) => crawlAndPublish(i % 2 ? a.app : b.app));
    await Promise.all([...sends, ...ticks]);
    for (let i = 0; i < 12; i++) await crawlAndPublish(i % 2 ? a.app : b.app);
    const detail = await adminCall<GiftBucketDetail>(
      a,
      dev,
      'GET',
      `/v1/admin/gift-bucket/bucket/${bucket.uuid}`,
    );
    expect(detail.poolTotal).toBe(60);
  });
});
