// The demo's vote (decisions/0038): six nominees, three votes a day, one per nominee, and the votes demo viewers
// cast on earlier days through the same checks and engine path as a viewer's.
import { seededRandom } from '@eventory/domain/seeded-random';
import type { Campaign } from '@eventory/domain/campaign';
import type { Vote } from '@eventory/domain/votes';
import type { Executor } from '../db/client.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { castVote, createVote } from '../votes/votes.ts';

const DAY = 24 * 60 * 60;
/** Votes cast by demo viewers on earlier days, so today's quota is still whole for a newcomer. */
export const DEMO_VOTE_COUNT = 14;
export const DEMO_VOTE_TOPIC = 'Fan favourite';

/** The vote, open from `startTime` to the campaign's end; the demo sign-in votes. */
export function seedDemoVote(
  tx: Executor,
  campaign: Campaign,
  startTime: number,
  email: string,
): Promise<Vote> {
  return createVote(
    tx,
    campaign.ID,
    {
      topic: DEMO_VOTE_TOPIC,
      nomineeIDs: DEMO_STREAMERS.slice(0, 6).map((s) => s.userId),
      nomineeContainerID: null,
      startTime,
      endTime: campaign.endTime,
      meta: { isPercentage: false },
      dailyQuota: 3,
      votesPerNominee: 1,
      voterRule: [],
    },
    email,
  );
}

/**
 * Votes as viewers cast them: one a day per viewer on earlier days (a viewer's two votes fall on different
 * days), so today's quota is whole.
 */
export async function castDemoVotes(
  tx: Executor,
  campaign: Campaign,
  vote: Vote,
  nowMs: number,
): Promise<void> {
  const random = seededRandom(campaign.ID + 1);
  for (let i = 0; i < DEMO_VOTE_COUNT; i++) {
    const voter = DEMO_VIEWERS[i % DEMO_VIEWERS.length]!;
    // Earlier nominees draw more votes (random² leans low).
    const nominee = vote.nomineeIDs[Math.floor(random() * random() * vote.nomineeIDs.length)]!;
    const daysAgo = 1 + (i % 5);
    await castVote(tx, vote.id, voter.userId, nominee, `demo-seed-${i}`, nowMs - daysAgo * DAY * 1000);
  }
}
