// backends: postgres: two server processes on one PostgreSQL
// Two server processes on one PostgreSQL + Redis (issue #3): events ingested through either are
// read identically through both, page by page, and a replay run by one is what the other serves.
// Issue #16 §3: both ingest at the same time (overlapping batches, the same events sent to both), and
// each event is still applied once.
// Needs the shared stores, so it runs only in the PostgreSQL + Redis integration run.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { PersonalRank } from '@eventory/domain/ranking-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { compareEntries, type RankEntry } from '../ranking/rank-index.ts';
import { RedisRankIndex } from '../ranking/redis-index.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';
import { INGEST_KEY_HEADER, INGEST_PATH } from './batch-ingest.ts';
import { replaysSettled } from './replay.ts';

const KEY = 'two-processes-key';

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)(
  'two server processes on one PostgreSQL and Redis',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ ingestKeys: [KEY] });
      b = await createTestApp({ ingestKeys: [KEY] }, { sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    async function allPages(t: TestApp, containerID: number): Promise<LeaderboardPage[]> {
      const pages: LeaderboardPage[] = [];
      let cursor = '';
      for (;;) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/leaderboards/eventory?containerID=${containerID}&count=7&cursor=${encodeURIComponent(cursor)}`,
        });
        expect(res.statusCode).toBe(200);
        const page = res.json() as LeaderboardPage;
        pages.push(page);
        cursor = page.nextCursor;
        if (!cursor) return pages;
      }
    }

    /** The container's records in rank order, as the database holds them. */
    async function rankedRecords(containerID: number): Promise<RankEntry[]> {
      const rows = await a.db
        .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
        .from(records)
        .where(eq(records.containerId, containerID));
      return rows.map((r) => ({ ...r, lastUpdateMs: Number(r.lastUpdateMs) })).sort(compareEntries);
    }

    /** `userID`'s personal rank read through `t`, with their own visitor token. */
    async function personal(t: TestApp, containerID: number, userID: string): Promise<PersonalRank> {
      const { token } = await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt');
      const res = await t.app.inject({
        method: 'GET',
        url: `/event/container/${containerID}/personal/${userID}?withoutOnliveInfo=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PersonalRank;
    }

    it('ingest through both, read through both: identical pages, in the records order', async () => {
      const admin = await a.signIn(['developer']);
      const campaign = await createCampaign(a, admin);
      const lb = await createLeaderboard(a, admin, campaign);
      await createGiftEvaluator(a, admin, lb.containerID);
      const start = (campaign.startTime + 60) * 1000;

      const batch = (n: number) =>
        Array.from({ length: 60 }, (_, i) => ({
          ID: `two-${process.pid}-${n}-${i}`,
          type: 1,
          timestamp: start + (i % 17) * 1000,
          fields: {
            GiftID: 'rose',
            SenderID: `fan${i % 5}`,
            ReceiverID: `s${(i * 7 + n) % 23}`,
            Point: (i % 9) * 5,
          },
        }));
      const results = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((n) =>
          (n % 2 === 0 ? a : b).app.inject({
            method: 'POST',
            url: `${INGEST_PATH}?wait=applied`,
            headers: { [INGEST_KEY_HEADER]: KEY },
            payload: { events: batch(n) },
          }),
        ),
      );
      for (const r of results) {
        expect(r.statusCode, r.body).toBe(200);
        expect((r.json() as { accepted: string[] }).accepted).toHaveLength(60);
      }

      const fromA = await allPages(a, lb.containerID);
      const fromB = await allPages(b, lb.containerID);
      expect(fromB).toEqual(fromA);
      const rows = (
        await a.db
          .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
          .from(records)
          .where(eq(records.containerId, lb.containerID))
          .orderBy(asc(records.key))
      ).map((r) => ({ ...r, lastUpdateMs: Number(r.lastUpdateMs) }));
      expect(rows.length).toBe(23);
      const served = fromA.flatMap((p) => p.data.map((d) => [d.userInfo.userID, d.score]));
      expect(served).toEqual([...rows].sort(compareEntries).map((r) => [r.key, r.score]));

      // A replay run by B (with a changed rule) is what A serves afterwards.
      const [evaluator] = await adminCall<{ items: { ID: number }[] }>(
        a,
        admin,
        'GET',
        `/v1/admin/containers/${lb.containerID}/evaluators`,
      ).then((r) => r.items);
      await adminCall(a, admin, 'PUT', `/v1/admin/evaluators/${evaluator!.ID}`, {
        targetContainerID: lb.containerID,
        eventType: 1,
        resultKey: 'ReceiverID',
        scoreCalc: { kind: 'constant', value: 1 },
      });
      const tokenB = await b.signIn(['developer']);
      const started = await b.app.inject({
        method: 'POST',
        url: `/v1/admin/worker/containers/${lb.containerID}/replayv2`,
        headers: { 'access-token': tokenB },
      });
      expect(started.statusCode).toBe(202);
      await replaysSettled(b.app);
      const afterA = await allPages(a, lb.containerID);
      expect(await allPages(b, lb.containerID)).toEqual(afterA);
      const counted = afterA.flatMap((p) => p.data).reduce((sum, d) => sum + d.score, 0);
      expect(counted).toBe(6 * 60);
    });

    it('concurrent writers on both, the same events sent to both: each event counted once, both answer alike', async () => {
      const admin = await a.signIn(['developer']);
      const campaign = await createCampaign(a, admin);
      const lb = await createLeaderboard(a, admin, campaign);
      await createGiftEvaluator(a, admin, lb.containerID);
      const start = (campaign.startTime + 60) * 1000;

      // 600 distinct events on 37 receivers; 30 batches of 80 consecutive events (wrapping), each
      // starting 53 events after the previous one, so every event is in several batches.
      const DISTINCT = 600;
      const events = Array.from({ length: DISTINCT }, (_, k) => ({
        ID: `both-${process.pid}-${k}`,
        type: 1,
        timestamp: start + (k % 29) * 1000,
        fields: {
          GiftID: 'rose',
          SenderID: `fan${k % 11}`,
          ReceiverID: `r${(k * 13) % 37}`,
          Point: 1 + (k % 10) * 3,
        },
      }));
      const batches = Array.from({ length: 30 }, (_, j) =>
        Array.from({ length: 80 }, (_, i) => events[(j * 53 + i) % DISTINCT]!),
      );
      const sent = new Set(batches.flat().map((e) => e.ID));
      expect(sent.size).toBe(DISTINCT);

      // Every batch goes to A, every other one to B as well, all requests at once.
      const requests = batches.flatMap((batch, j) =>
        (j % 2 === 0 ? [a, b] : [j % 4 === 1 ? a : b]).map((t) => ({ t, batch })),
      );
      const answers = await Promise.all(
        requests.map(async ({ t, batch }) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `${INGEST_PATH}?wait=applied`,
            headers: { [INGEST_KEY_HEADER]: KEY },
            payload: { events: batch },
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { accepted: string[]; duplicates: string[]; refused: unknown[] };
        }),
      );

      // Each distinct event accepted by exactly one request; every other copy answered as a duplicate.
      const accepted = answers.flatMap((r) => r.accepted);
      expect(answers.flatMap((r) => r.refused)).toEqual([]);
      expect(accepted.length).toBe(DISTINCT);
      expect(new Set(accepted)).toEqual(sent);
      expect(answers.reduce((n, r) => n + r.duplicates.length, 0)).toBe(requests.length * 80 - DISTINCT);

      // The records are the sums over the distinct events, whatever the interleaving.
      const expected = new Map<string, number>();
      for (const e of events)
        expected.set(e.fields.ReceiverID, (expected.get(e.fields.ReceiverID) ?? 0) + e.fields.Point);
      const ranked = await rankedRecords(lb.containerID);
      expect(new Map(ranked.map((r) => [r.key, r.score]))).toEqual(expected);

      // The Redis rank index holds the records, in the records order.
      const index = new RedisRankIndex({ url: process.env.REDIS_URL!, prefix: a.storage.redisPrefix! });
      try {
        const inRedis = await index.range(lb.containerID, 0, 1000);
        expect(inRedis).toEqual(ranked.map((r, i) => ({ ...r, rank: i + 1 })));
      } finally {
        await index.close();
      }

      // Both processes answer the same pages, in the records order, and the same personal ranks.
      const fromA = await allPages(a, lb.containerID);
      expect(await allPages(b, lb.containerID)).toEqual(fromA);
      expect(fromA.flatMap((p) => p.data.map((d) => [d.userInfo.userID, d.score]))).toEqual(
        ranked.map((r) => [r.key, r.score]),
      );
      for (const [i, r] of ranked.entries()) {
        const ofA = await personal(a, lb.containerID, r.key);
        expect(ofA).toMatchObject({ rank: i + 1, score: r.score });
        expect(await personal(b, lb.containerID, r.key)).toEqual(ofA);
      }
    });
  },
);
