// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// writeEffects (decision 0106): a batch's effects travel as one array parameter per column and are written in one
// statement (records, contributions, mission completions). Keys and sender IDs are viewers' text: whatever they
// hold must be stored exactly; sums add up; a record that would leave the score range refuses the write.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCORE } from '@eventory/domain/input-limits';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { recordContributions, records } from '../db/schema/campaigns.ts';
import { ScoreRangeExceeded, writeEffects } from './record-effects.ts';

/** Keys a viewer's ID can be: array-literal syntax, quotes, backslashes, spaces, scripts, emoji. */
const AWKWARD = [
  'plain',
  'a,b',
  '{braces}',
  'say "hi"',
  'C:\\dir\\',
  ' spaced ',
  'NULL',
  "it's",
  '名前',
  '🎁x',
  '',
];

describe('writeEffects', () => {
  let t: TestApp;
  let containerID: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn(['user']);
    containerID = (await createLeaderboard(t, admin, await createCampaign(t, admin))).containerID;
  });
  afterAll(() => t.close());

  async function stored(): Promise<{ scores: Map<string, number>; senders: Map<string, string[]> }> {
    const rows = await t.db.select().from(records).where(eq(records.containerId, containerID));
    const gifts = await t.db
      .select()
      .from(recordContributions)
      .where(eq(recordContributions.containerId, containerID));
    const senders = new Map<string, string[]>();
    for (const g of gifts) senders.set(g.key, [...(senders.get(g.key) ?? []), g.senderId].sort());
    return { scores: new Map(rows.map((r) => [r.key, r.score])), senders };
  }

  it('stores every key and sender ID exactly as given, and adds a second write to the first', async () => {
    const effects = AWKWARD.map((key, i) => ({
      containerID,
      key,
      scoreAdded: i + 0.5,
      atMs: 1_767_225_600_000,
    }));
    const contributions = AWKWARD.map((key, i) => ({
      containerID,
      key,
      senderID: AWKWARD[AWKWARD.length - 1 - i]!,
      score: i + 0.5,
    }));
    await t.db.transaction((tx) => writeEffects(tx, effects, contributions));
    await t.db.transaction((tx) => writeEffects(tx, effects, contributions));
    const { scores, senders } = await stored();
    expect(new Map([...scores].sort())).toEqual(
      new Map(AWKWARD.map((key, i) => [key, 2 * (i + 0.5)] as const).sort()),
    );
    for (const [i, key] of AWKWARD.entries())
      expect(senders.get(key)).toEqual([AWKWARD[AWKWARD.length - 1 - i]]);
    const [dropdown] = await t.db
      .select({ score: recordContributions.score })
      .from(recordContributions)
      .where(and(eq(recordContributions.containerId, containerID), eq(recordContributions.key, 'say "hi"')));
    expect(dropdown?.score).toBe(2 * (AWKWARD.indexOf('say "hi"') + 0.5));
  });

  it('with checkRange, refuses a write that would take a record past the score range (the caller rolls back)', async () => {
    await t.db.execute(
      sql`insert into ${records} (container_id, key, score, last_update_ms) values (${containerID}, 'edge', ${MAX_SCORE - 1}, 0)`,
    );
    const write = t.db.transaction((tx) =>
      writeEffects(
        tx,
        [
          { containerID, key: 'edge', scoreAdded: 5, atMs: 1 },
          { containerID, key: 'fresh', scoreAdded: 5, atMs: 1 },
        ],
        [{ containerID, key: 'fresh', senderID: 'someone', score: 5 }],
        { checkRange: true },
      ),
    );
    await expect(write).rejects.toBeInstanceOf(ScoreRangeExceeded);
    const { scores, senders } = await stored();
    expect(scores.get('edge')).toBe(MAX_SCORE - 1);
    expect(scores.has('fresh')).toBe(false);
    expect(senders.has('fresh')).toBe(false);
  });
});
