// Who a visitor follows. On the standalone product the platform has no follow graph, so each demo
// viewer gets a fixed handful of demo streamers (demo streamers follow nobody: the "no follower" case).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FolloweePage } from '@eventory/domain/visitor-session';
import type { Executor } from '../db/client.ts';
import { visitorFollowees } from '../db/schema/visitor.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';

/** Viewer i follows four streamers spread over the list, so every region shows up in someone's follows. */
export function demoFollows(): { userId: string; followeeId: string }[] {
  const follows: { userId: string; followeeId: string }[] = [];
  DEMO_VIEWERS.forEach((viewer, i) => {
    for (const step of [0, 1, 4, 7]) {
      const streamer = DEMO_STREAMERS[(i * 3 + step) % DEMO_STREAMERS.length];
      if (streamer) follows.push({ userId: viewer.userId, followeeId: streamer.userId });
    }
  });
  return follows;
}

/** Idempotent: existing follows stay, missing demo follows are added. */
export async function seedDemoFollows(db: Executor): Promise<void> {
  await db.insert(visitorFollowees).values(demoFollows()).onConflictDoNothing();
}

/** One page in followee id order; the cursor is the last id of the previous page. */
export async function followeePage(
  db: Executor,
  userID: string,
  { count, cursor }: { count: number; cursor: string },
): Promise<FolloweePage> {
  const rows = await db
    .select({ followeeId: visitorFollowees.followeeId })
    .from(visitorFollowees)
    .where(
      and(eq(visitorFollowees.userId, userID), cursor ? gt(visitorFollowees.followeeId, cursor) : undefined),
    )
    .orderBy(asc(visitorFollowees.followeeId))
    .limit(count + 1);
  const page = rows.slice(0, count).map((row) => row.followeeId);
  return { followeeIDs: page, nextCursor: rows.length > count ? (page[page.length - 1] ?? '') : '' };
}
