// EndOfLeaderboard snapshots: once a leaderboard's scoring window has closed, its container's records
// are final; one snapshot of them is kept (admin spec §4 Record snapshot source). A periodic tick
// takes them, exactly once per container even with several server processes: each snapshot is taken
// in a transaction holding a transaction-level advisory lock on the container, after checking that
// no EndOfLeaderboard snapshot exists yet.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { campaigns, containers, leaderboards } from '../db/schema/campaigns.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';
import { scoringEnd } from '../campaigns/leaderboards.ts';
import { takeSnapshot } from '../engine/record-store.ts';

/** First key of the two-key advisory lock per container ('EOLB'). */
const END_LOCK_SPACE = 0x454f4c42;
export const END_OF_LEADERBOARD_INTERVAL_MS = 30_000;
export const SYSTEM_AUTHOR = 'system:end-of-leaderboard';

/** Takes the due EndOfLeaderboard snapshots; answers the containers snapshotted now. */
export async function takeEndOfLeaderboardSnapshots(
  db: Db,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<number[]> {
  const candidates = await db
    .select({
      containerId: leaderboards.containerId,
      endTime: leaderboards.endTime,
      campaignEnd: campaigns.endTime,
      durationType: campaigns.durationType,
    })
    .from(leaderboards)
    .innerJoin(campaigns, eq(campaigns.id, leaderboards.eventId))
    .innerJoin(containers, eq(containers.id, leaderboards.containerId))
    .where(
      and(
        eq(leaderboards.isDeleted, false),
        eq(containers.isDeleted, false),
        isNotNull(leaderboards.containerId),
        sql`not exists (select 1 from ${recordSnapshots}
          where ${recordSnapshots.containerId} = ${leaderboards.containerId}
            and ${recordSnapshots.sourceType} = 'EndOfLeaderboard')`,
      ),
    );
  const due = [
    ...new Set(
      candidates
        .filter((c) => {
          const end = scoringEnd(c, { endTime: c.campaignEnd, durationType: c.durationType });
          return end !== undefined && end <= nowSeconds;
        })
        .map((c) => c.containerId!),
    ),
  ].sort((a, b) => a - b);
  const taken: number[] = [];
  for (const containerId of due) {
    const took = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${END_LOCK_SPACE}, ${containerId})`);
      const [exists] = rowsOf<{ one: number }>(
        await tx.execute(sql`select 1 as one from ${recordSnapshots}
          where ${recordSnapshots.containerId} = ${containerId}
            and ${recordSnapshots.sourceType} = 'EndOfLeaderboard' limit 1`),
      );
      if (exists) return false;
      await takeSnapshot(tx, containerId, 'EndOfLeaderboard', SYSTEM_AUTHOR);
      return true;
    });
    if (took) taken.push(containerId);
  }
  return taken;
}
