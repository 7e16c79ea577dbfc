// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  GiftBucket,
  GiftBucketCrawler,
  GiftBucketDetail,
  GiftBucketSummary,
} from '@eventory/domain/gift-buckets';
import { LIVE_CLOSE, LIVE_PATH, type LiveMessage } from '@eventory/domain/live';
import { changeLog } from '../db/schema/change-log.ts';
import { events } from '../db/schema/campaigns.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { crawlAndPublish } from './crawler.ts';

let giftSeq = 0;

describe('gift buckets', () => {
  let t: TestApp;
  let dev: string;
  let tools: string;
  let viewOnly: string;
  const heard: LiveMessage[] = [];

  const gift = (giftID: string, senderID: string, receiverID: string, point: number) => {
    giftSeq += 1;
    return adminCall(t, dev, 'POST', '/v1/admin/event', {
      ID: `gb-${process.pid}-${giftSeq}`,
      type: 1,
      timestamp: Date.now(),
      giftEvent: { giftID, senderID, receiverID, point },
    });
  };
  const bucket = (uuid: string) =>
    adminCall<GiftBucketDetail>(t, tools, 'GET', `/v1/admin/gift-bucket/bucket/${uuid}`);
  const create = (body: Record<string, unknown>) =>
    adminCall<GiftBucket>(t, dev, 'POST', '/v1/admin/gift-bucket/buckets', body);
  const config = (body: Record<string, unknown>) =>
    adminCall<GiftBucketCrawler>(t, dev, 'PATCH', '/v1/admin/gift-bucket/config', body);

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    tools = await t.signIn(['ToolsControl']);
    viewOnly = await t.signIn(['ViewOnly']);
    t.app.live.subscribe('gift-bucket', (m) => heard.push(m));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    heard.length = 0;
    // Every test starts from an empty set of buckets, the crawler at the head of the log.
    const { items } = await adminCall<{ items: GiftBucket[] }>(
      t,
      dev,
      'GET',
      '/v1/admin/gift-bucket/buckets',
    );
    for (const b of items) await adminCall(t, dev, 'DELETE', `/v1/admin/gift-bucket/bucket/${b.uuid}`);
    await config({ enabled: true, ensureIdContinuous: false, batchSize: 500, accumulatorInterval: 1000 });
    await adminCall(t, dev, 'POST', '/v1/admin/gift-bucket/crawler/reset-mark', {});
  });

  it('answers the config with the spec defaults, and PATCH changes and logs it', async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.signIn(['developer']);
      const c = await adminCall<GiftBucketCrawler>(fresh, token, 'GET', '/v1/admin/gift-bucket/config');
      expect(c).toMatchObject({
        enabled: false,
        tickInterval: 100,
        ensureIdContinuous: false,
        mark: 0,
        head: 0,
      });
      const patched = await adminCall<GiftBucketCrawler>(
        fresh,
        token,
        'PATCH',
        '/v1/admin/gift-bucket/config',
        {
          tickInterval: 250,
          batchSize: 50,
        },
      );
      expect(patched).toMatchObject({ tickInterval: 250, batchSize: 50, enabled: false });
      const logged = await fresh.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.tableName, 'gift_bucket_crawler'));
      expect(logged).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses bad config, bad buckets and unknown uuids with a 4xx naming the field', async () => {
    const bad = await adminInject(t, dev, 'PATCH', '/v1/admin/gift-bucket/config', { tickInterval: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: expect.any(String), field: 'tickInterval' });
    const unknownField = await adminInject(t, dev, 'PATCH', '/v1/admin/gift-bucket/config', { mark: 3 });
    expect(unknownField.statusCode).toBe(400);
    const badType = await adminInject(t, dev, 'POST', '/v1/admin/gift-bucket/buckets', {
      name: 'x',
      type: 'Region',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ field: 'type' });
    const badUuid = await adminInject(t, dev, 'GET', '/v1/admin/gift-bucket/bucket/not-a-uuid');
    expect(badUuid.statusCode).toBe(400);
    const missing = await adminInject(
      t,
      dev,
      'GET',
      '/v1/admin/gift-bucket/bucket/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    const ahead = await adminInject(t, dev, 'POST', '/v1/admin/gift-bucket/crawler/reset-mark', {
      mark: 10 ** 12,
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ field: 'mark' });
  });

  it('accumulates each gift after the mark into every bucket it belongs to, keyed by the bucket type', async () => {
    await gift('rose', 's1', 'r1', 5); // before the buckets: not taken in
    await crawlAndPublish(t.app);
    const roses = await create({ name: 'Roses by receiver', type: 'ReceiverID', giftIDs: ['rose'] });
    const all = await create({ name: 'All gifts', type: 'GiftID' });
    const senders = await create({ name: 'Senders', type: 'SenderID' });
    await gift('rose', 's1', 'r1', 10);
    await gift('rose', 's2', 'r1', 3);
    await gift('car', 's2', 'r2', 100);
    await crawlAndPublish(t.app);

    const r = await bucket(roses.uuid);
    expect(r.pool).toEqual([{ key: 'r1', score: 13, lastUpdateMs: expect.any(Number) }]);
    expect(r).toMatchObject({ poolSize: 1, poolTotal: 13, state: 'Updating' });
    expect((await bucket(all.uuid)).pool.map((p) => [p.key, p.score])).toEqual([
      ['car', 100],
      ['rose', 13],
    ]);
    expect((await bucket(senders.uuid)).pool.map((p) => [p.key, p.score])).toEqual([
      ['s2', 103],
      ['s1', 10],
    ]);
    // The GiftBucket container holds the pool: the container records call sees it too.
    const recs = await adminCall<{ records: { key: string }[] } | { key: string }[]>(
      t,
      dev,
      'GET',
      `/v1/admin/containers/${all.containerID}/records`,
    );
    expect(JSON.stringify(recs)).toContain('"car"');
    // Taking a gift in is live: the new buckets went Updating.
    expect(
      heard.some((m) => m.type === 'state-changed' && (m.bucket as GiftBucket).state === 'Updating'),
    ).toBe(true);
    const { items } = await adminCall<{ items: GiftBucketSummary[] }>(
      t,
      tools,
      'GET',
      '/v1/admin/gift-bucket/buckets',
    );
    expect(items.map((i) => [i.name, i.poolSize, i.poolTotal])).toEqual([
      ['Roses by receiver', 1, 13],
      ['All gifts', 2, 113],
      ['Senders', 2, 113],
    ]);
    // A second tick with nothing new adds nothing.
    await crawlAndPublish(t.app);
    expect((await bucket(roses.uuid)).poolTotal).toBe(13);
  });

  it('goes BeStable after accumulatorInterval without gifts, Chasing when more than a batch behind', async () => {
    await config({ accumulatorInterval: 100, batchSize: 2 });
    const b = await create({ name: 'Chase', type: 'GiftID' });
    for (let i = 0; i < 5; i++) await gift('rose', 's', 'r', 1);
    const first = await crawlAndPublish(t.app);
    expect(first.read).toBe(2);
    expect((await bucket(b.uuid)).state).toBe('Chasing');
    await crawlAndPublish(t.app);
    await crawlAndPublish(t.app);
    expect((await bucket(b.uuid)).state).toBe('Updating');
    expect((await bucket(b.uuid)).poolTotal).toBe(5);
    await crawlAndPublish(t.app, Date.now() + 500);
    expect((await bucket(b.uuid)).state).toBe('BeStable');
    const states = heard.filter((m) => m.type === 'state-changed').map((m) => (m.bucket as GiftBucket).state);
    expect(states).toEqual(expect.arrayContaining(['Chasing', 'Updating', 'BeStable']));
  });

  it('recalculate rebuilds the pool from the start of the log (Recalculating, then following)', async () => {
    await gift('lily', 'a', 'b', 7);
    await crawlAndPublish(t.app);
    const b = await create({ name: 'Lilies', type: 'GiftID', giftIDs: ['lily'] });
    await gift('lily', 'a', 'b', 2);
    await crawlAndPublish(t.app);
    expect((await bucket(b.uuid)).poolTotal).toBe(2);
    await config({ batchSize: 1 });
    const asked = await adminCall<GiftBucket>(
      t,
      dev,
      'POST',
      `/v1/admin/gift-bucket/bucket/${b.uuid}/recalculate`,
    );
    expect(asked).toMatchObject({ state: 'Recalculating', mark: 0 });
    expect((await bucket(b.uuid)).poolTotal).toBe(0);
    await crawlAndPublish(t.app);
    expect((await bucket(b.uuid)).state).toBe('Recalculating');
    await config({ batchSize: 5000 });
    await crawlAndPublish(t.app);
    const done = await bucket(b.uuid);
    expect(done.state).not.toBe('Recalculating');
    // Every lily of the log: the earlier tests' lilies included, the 7 before the bucket existed too.
    const [row] = await t.db
      .select({ n: sql<number>`coalesce(sum((payload->>'Point')::float8), 0)` })
      .from(events)
      .where(and(eq(events.type, 1), sql`payload->>'GiftID' = 'lily'`));
    expect(done.poolTotal).toBe(Number(row?.n));
    expect(done.poolTotal).toBeGreaterThanOrEqual(9);
  });

  it('with ensureIdContinuous waits on a fresh gap, and passes a gap once the event after it is old', async () => {
    await config({ ensureIdContinuous: true });
    const b = await create({ name: 'Gaps', type: 'GiftID' });
    const head = (await adminCall<GiftBucketCrawler>(t, dev, 'GET', '/v1/admin/gift-bucket/config')).head;
    const row = (seq: number, receivedAt: Date) => ({
      id: `gap-${process.pid}-${seq}`,
      type: 1,
      source: 'test',
      timestamp: Date.now(),
      payload: { GiftID: 'gap', Point: 1, Count: 1, SenderID: 's', ReceiverID: 'r' },
      receivedAt,
      seq,
    });
    // head+1 is missing (a transaction still in flight); head+2 came in just now.
    await t.db.insert(events).values(row(head + 2, new Date()));
    await crawlAndPublish(t.app);
    expect((await bucket(b.uuid)).mark).toBe(head);
    // The gap fills: both are taken in.
    await t.db.insert(events).values(row(head + 1, new Date()));
    await crawlAndPublish(t.app);
    expect(await bucket(b.uuid)).toMatchObject({ mark: head + 2, poolTotal: 2 });
    // A gap whose next event is older than the wait is a rolled-back insert: passed.
    await t.db.insert(events).values(row(head + 4, new Date(Date.now() - 60_000)));
    await crawlAndPublish(t.app);
    expect(await bucket(b.uuid)).toMatchObject({ mark: head + 4, poolTotal: 3 });
    // Without ensureIdContinuous a fresh gap is read past at once.
    await config({ ensureIdContinuous: false });
    await t.db.insert(events).values(row(head + 6, new Date()));
    await crawlAndPublish(t.app);
    expect(await bucket(b.uuid)).toMatchObject({ mark: head + 6, poolTotal: 4 });
    await t.db.execute(sql`select setval(pg_get_serial_sequence('events', 'seq'), ${head + 6})`);
  });

  it('a pool feeds the GiftBucket constraint item: an evaluator judged by it scores only gifts in the pool', async () => {
    const pool = await create({ name: 'Sent gifts', type: 'GiftID', giftIDs: ['star'] });
    await gift('star', 's', 'r', 1);
    await crawlAndPublish(t.app);
    const campaign = await createCampaign(t, dev);
    const lb = (await createLeaderboard(t, dev, campaign)) as { containerID: number };
    await createGiftEvaluator(t, dev, lb.containerID, {
      judges: [
        { logic: 'IS', setting: { kind: 'container', field: 'GiftBucket', containerID: pool.containerID } },
      ],
    });
    const inPool = await gift('star', 'fan', 'luna', 10);
    const outOfPool = await gift('moon', 'fan', 'luna', 10);
    expect((inPool as { effects: unknown[] }).effects).toContainEqual({
      containerID: lb.containerID,
      key: 'luna',
      scoreAdded: 10,
    });
    expect(
      (outOfPool as { effects: { containerID: number }[] }).effects.some(
        (e) => e.containerID === lb.containerID,
      ),
    ).toBe(false);
  });

  it('does nothing while disabled; reset-mark skips the backlog', async () => {
    const b = await create({ name: 'Off', type: 'GiftID' });
    await config({ enabled: false });
    await gift('rose', 's', 'r', 4);
    const idle = await crawlAndPublish(t.app);
    expect(idle.read).toBe(0);
    expect((await bucket(b.uuid)).poolTotal).toBe(0);
    const { crawler } = await adminCall<{ crawler: GiftBucketCrawler }>(
      t,
      dev,
      'POST',
      '/v1/admin/gift-bucket/crawler/reset-mark',
      {},
    );
    expect(crawler.mark).toBe(crawler.head);
    await config({ enabled: true });
    await crawlAndPublish(t.app);
    expect((await bucket(b.uuid)).poolTotal).toBe(0);
  });

  it('PATCH renames and changes gifts; DELETE removes the bucket and hides its container; all logged', async () => {
    const b = await create({ name: 'Temp', type: 'GiftID' });
    const renamed = await adminCall<GiftBucket>(t, dev, 'PATCH', `/v1/admin/gift-bucket/bucket/${b.uuid}`, {
      name: 'Renamed',
      giftIDs: ['rose', 'rose', 'car'],
    });
    expect(renamed).toMatchObject({ name: 'Renamed', giftIDs: ['rose', 'car'] });
    const empty = await adminInject(t, dev, 'PATCH', `/v1/admin/gift-bucket/bucket/${b.uuid}`, {});
    expect(empty.statusCode).toBe(400);
    await adminCall(t, dev, 'DELETE', `/v1/admin/gift-bucket/bucket/${b.uuid}`);
    expect((await adminInject(t, dev, 'GET', `/v1/admin/gift-bucket/bucket/${b.uuid}`)).statusCode).toBe(404);
    const logged = await t.db.select().from(changeLog).where(eq(changeLog.objId, b.uuid));
    expect(logged.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('pushes state-changed over the gift-bucket channel to tester holders; others are closed with 4002', async () => {
    const ws = await t.app.injectWS(LIVE_PATH);
    const messages: LiveMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage));
    ws.send(JSON.stringify({ channel: 'gift-bucket', accessToken: tools }));
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'subscribed', channel: 'gift-bucket' }]));
    const b = await create({ name: 'Pushed', type: 'GiftID' });
    await adminCall(t, dev, 'POST', `/v1/admin/gift-bucket/bucket/${b.uuid}/recalculate`);
    await vi.waitFor(() =>
      expect(
        messages.some(
          (m) =>
            m.type === 'state-changed' &&
            (m.bucket as GiftBucket).uuid === b.uuid &&
            (m.bucket as GiftBucket).state === 'Recalculating',
        ),
      ).toBe(true),
    );
    ws.terminate();
    const refused = await t.app.injectWS(LIVE_PATH);
    const code = new Promise<number>((resolve) => refused.once('close', (c) => resolve(c)));
    refused.send(JSON.stringify({ channel: 'gift-bucket', accessToken: viewOnly }));
    expect(await code).toBe(LIVE_CLOSE.forbidden);
  });

  it('gates reads by tester and writes by workerSystem', async () => {
    expect((await adminInject(t, tools, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(200);
    expect((await adminInject(t, tools, 'GET', '/v1/admin/gift-bucket/config')).statusCode).toBe(200);
    expect(
      (await adminInject(t, tools, 'POST', '/v1/admin/gift-bucket/buckets', { name: 'n', type: 'GiftID' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await adminInject(t, tools, 'PATCH', '/v1/admin/gift-bucket/config', { enabled: false })).statusCode,
    ).toBe(403);
    expect((await adminInject(t, viewOnly, 'GET', '/v1/admin/gift-bucket/buckets')).statusCode).toBe(403);
    expect(
      (await adminInject(t, viewOnly, 'POST', '/v1/admin/gift-bucket/crawler/reset-mark', {})).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/gift-bucket/buckets' })).statusCode).toBe(
      401,
    );
  });
});
