// The permanent-leaderboard area's service: campaigns flagged isPermanent and their leaderboards. Writes
// reuse the leaderboard and replay services after checking the target belongs to a permanent campaign.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { PermanentCampaign } from '@eventory/domain/permanent';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { toCampaign, toLeaderboard } from './campaign-rows.ts';
import { findLeaderboard } from './leaderboards.ts';

export async function listPermanentCampaigns(db: Executor): Promise<{ items: PermanentCampaign[] }> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.isPermanent, true))
    .orderBy(asc(campaigns.id))
    .limit(500);
  if (rows.length === 0) return { items: [] };
  const boards = await db
    .select()
    .from(leaderboards)
    .where(
      and(
        inArray(
          leaderboards.eventId,
          rows.map((r) => r.id),
        ),
        eq(leaderboards.isDeleted, false),
      ),
    )
    .orderBy(asc(leaderboards.id));
  return {
    items: rows.map((r) => ({
      campaign: toCampaign(r),
      leaderboards: boards.filter((b) => b.eventId === r.id).map(toLeaderboard),
    })),
  };
}

const notPermanent = (what: string) =>
  new DomainError('NOT_PERMANENT', `${what} does not belong to a permanent campaign.`, 404, 'id');

/** A leaderboard of a permanent campaign; 404 for any other. */
export async function findPermanentLeaderboard(db: Executor, id: number): Promise<Leaderboard> {
  const board = await findLeaderboard(db, id);
  const [campaign] = await db
    .select({ isPermanent: campaigns.isPermanent })
    .from(campaigns)
    .where(eq(campaigns.id, board.eventID));
  if (!campaign?.isPermanent) throw notPermanent(`Leaderboard ${id}`);
  return board;
}

/** The container's leaderboard when it belongs to a permanent campaign; 404 for any other container. */
export async function assertPermanentContainer(db: Executor, containerId: number): Promise<void> {
  const [row] = await db
    .select({ isPermanent: campaigns.isPermanent })
    .from(leaderboards)
    .innerJoin(campaigns, eq(campaigns.id, leaderboards.eventId))
    .where(and(eq(leaderboards.containerId, containerId), eq(leaderboards.isDeleted, false)));
  if (!row?.isPermanent) throw notPermanent(`Container ${containerId}`);
}
