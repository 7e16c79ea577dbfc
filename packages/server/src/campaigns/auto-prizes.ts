// Auto prizes (admin spec §3 Prize send mode Auto, §4 scheduled states): once the leaderboard of an Auto
// prize has stopped scoring, the end-of-leaderboard tick sends it to the final ranks, as `system:auto-prize`
// in the change log. A prize stays scheduledAuto (11) when sent this way; one sent by hand is
// manualIntervention (99) and is not sent again. Several processes may tick at once: the send is guarded
// in SQL, so one of them sends and the others find it sent. Decision 0016.
import { and, eq } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import { SCHEDULED_STATES } from '@eventory/domain/prizes';
import type { Db } from '../db/client.ts';
import { prizes } from '../db/schema/campaign-content.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import { scoringEnd } from './leaderboards.ts';
import { findPrize, sendPrize } from './prizes.ts';

export const AUTO_PRIZE_SENDER = 'system:auto-prize';

/**
 * Sends the Auto prizes whose leaderboard has ended; answers the ids sent by this call and those that could
 * not be sent (each is tried again at the next tick), so one bad prize does not hold up the others.
 */
export async function sendDueAutoPrizes(
  db: Db,
  ranking: RankIndex,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ sent: number[]; failed: { prizeID: number; error: string }[] }> {
  const waiting = await db
    .select({
      id: prizes.id,
      endTime: leaderboards.endTime,
      campaignEnd: campaigns.endTime,
      durationType: campaigns.durationType,
    })
    .from(prizes)
    .innerJoin(leaderboards, eq(leaderboards.id, prizes.leaderboardId))
    .innerJoin(campaigns, eq(campaigns.id, prizes.campaignId))
    .where(
      and(
        eq(prizes.sendMode, 'Auto'),
        eq(prizes.state, 'Unsent'),
        eq(prizes.isDeleted, false),
        eq(prizes.scheduledState, SCHEDULED_STATES.scheduledAuto),
        eq(leaderboards.isDeleted, false),
      ),
    );
  const due = waiting
    .filter((p) => {
      const end = scoringEnd(p, { endTime: p.campaignEnd, durationType: p.durationType });
      return end !== undefined && end <= nowSeconds;
    })
    .map((p) => p.id)
    .sort((a, b) => a - b);
  const sent: number[] = [];
  const failed: { prizeID: number; error: string }[] = [];
  for (const id of due) {
    try {
      const prize = await findPrize(db, id);
      await sendPrize(db, ranking, prize, {
        email: AUTO_PRIZE_SENDER,
        scheduledState: SCHEDULED_STATES.scheduledAuto,
      });
      sent.push(id);
    } catch (err) {
      // Sent (or deleted) by someone else since the list was read: nothing left to do for it.
      if (err instanceof DomainError && (err.errorCode === 'PRIZE_ALREADY_SENT' || err.status === 404))
        continue;
      failed.push({ prizeID: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { sent, failed };
}
