// Two server processes on one PostgreSQL + Redis (issue #3): events ingested through either are
// read identically through both, page by page, and a replay run by one is what the other serves.
// Needs the shared stores, so it runs only in the PostgreSQL + Redis integration run.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';
import { compareEntries } from '../ranking/rank-index.ts';
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
            url: INGEST_PATH,
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
  },
);
