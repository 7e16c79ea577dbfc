// The public leaderboard read: one page of a container's records in rank order, with the
// platform's user info, continued by a keyset cursor (see cursor.ts) so deep pages stay cheap.
import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import {
  USER_PLACEHOLDERS,
  type LeaderboardPage,
  type LeaderboardRow,
  type UserInfo,
} from '@eventory/domain/leaderboard-read';
import type { Executor } from '../db/client.ts';
import { containers, records } from '../db/schema/campaigns.ts';
import type { Platform } from '../platform/platform.ts';
import { avatarPath } from '../platform/avatar.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

export interface LeaderboardQuery {
  containerID: number;
  count: number;
  /** '' or absent = first page. */
  cursor?: string;
  withOnliveInfo: boolean;
}

/** A record key the platform does not know: the key stays the user id, the rest are the placeholders. */
export const placeholderUser = (key: string): UserInfo => ({
  userID: key,
  displayName: USER_PLACEHOLDERS.openID,
  region: USER_PLACEHOLDERS.region,
  openID: USER_PLACEHOLDERS.openID,
  picture: avatarPath(key),
});

export async function readLeaderboard(
  db: Executor,
  platform: Platform,
  q: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const [container] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(eq(containers.id, q.containerID));
  if (!container) {
    throw new DomainError('NOT_FOUND', `Container ${q.containerID} was not found.`, 404, 'containerID');
  }

  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await db
    .select({ key: records.key, score: records.score, lastUpdateMs: records.lastUpdateMs })
    .from(records)
    .where(
      and(
        eq(records.containerId, q.containerID),
        after &&
          or(
            lt(records.score, after.score),
            and(
              eq(records.score, after.score),
              or(
                gt(records.lastUpdateMs, after.lastUpdateMs),
                and(eq(records.lastUpdateMs, after.lastUpdateMs), gt(records.key, after.key)),
              ),
            ),
          ),
      ),
    )
    .orderBy(desc(records.score), asc(records.lastUpdateMs), asc(records.key))
    .limit(q.count + 1);

  const page = rows.slice(0, q.count);
  const firstRank = (after?.rank ?? 0) + 1;
  const keys = page.map((r) => r.key);
  const [users, onlive] = await Promise.all([
    platform.getUsers(keys),
    q.withOnliveInfo ? platform.getOnliveInfo(keys) : Promise.resolve(undefined),
  ]);

  const data = page.map((r, i): LeaderboardRow => {
    const row: LeaderboardRow = {
      rank: firstRank + i,
      score: r.score,
      userInfo: users.get(r.key) ?? placeholderUser(r.key),
      meta: {},
    };
    if (onlive) row.onliveInfo = onlive.get(r.key) ?? { streamID: 0, liveStreamID: 0 };
    return row;
  });
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.count && last
      ? encodeCursor({
          score: last.score,
          lastUpdateMs: last.lastUpdateMs,
          key: last.key,
          rank: firstRank + page.length - 1,
        })
      : '';
  return { data, nextCursor };
}
