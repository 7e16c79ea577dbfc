// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Records keep room on their pages (decision 0100, migration records_fillfactor): a score update rewrites no
// index column (0086), so when the new row version fits on its page the update is heap-only (HOT) and the
// primary key's btree is not touched. Without the free fifth, every page of a bulk-loaded leaderboard is full and
// each update moves its record to another page (a new primary-key entry for every scored record).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { records } from '../db/schema/campaigns.ts';

const KEY = 'hot-updates-key';
const MEMBERS = 2_000;

describe('score updates on a bulk-loaded leaderboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY] });
  });
  afterAll(() => t.close());

  /** The heap page each record's current version is on. */
  async function pagesOf(containerID: number, keys: string[]): Promise<Map<string, string>> {
    const rows = await t.db
      .select({ key: records.key, page: sql<string>`split_part(trim(both '()' from ctid::text), ',', 1)` })
      .from(records)
      .where(and(eq(records.containerId, containerID), inArray(records.key, keys)));
    return new Map(rows.map((r) => [r.key, r.page]));
  }

  it('keeps each scored record on its page (a heap-only update)', async () => {
    const admin = await t.signIn(['user']);
    const lb = await createLeaderboard(t, admin, await createCampaign(t, admin));
    await createGiftEvaluator(t, admin, lb.containerID);
    await t.db.execute(sql`
      insert into ${records} (container_id, key, score, last_update_ms)
      select ${lb.containerID}, 'm' || g, g, 1767225600000 from generate_series(1, ${MEMBERS}) as g`);
    const scored = Array.from({ length: MEMBERS / 10 }, (_, i) => `m${10 * i + 5}`);
    const before = await pagesOf(lb.containerID, scored);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/events?wait=applied',
      headers: { 'x-ingest-key': KEY },
      payload: {
        events: scored.map((key, i) => ({
          ID: `hot-${process.pid}-${i}`,
          type: 1,
          timestamp: Date.now(),
          GiftID: 'rose',
          Point: 7,
          Count: 1,
          SenderID: 'viewer',
          ReceiverID: key,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await pagesOf(lb.containerID, scored);
    const moved = scored.filter((k) => after.get(k) !== before.get(k));
    expect(moved).toEqual([]);
    const [sample] = await t.db
      .select({ score: records.score })
      .from(records)
      .where(and(eq(records.containerId, lb.containerID), inArray(records.key, ['m5'])));
    expect(sample?.score).toBe(5 + 7);
  });
});
