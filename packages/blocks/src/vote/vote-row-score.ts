// The score a vote row shows (visitor spec §3): totalVotes, or floor(100·percentage) when the vote's
// meta.isPercentage is set. The row's own score is the tally's live total (the board re-reads on every
// vote); the share uses the vote's total read with votingEvent, moved by what the row gained since.
import type { VoteBoard } from './vote-board.ts';
import { voteScore } from './vote-rules.ts';

export function voteRowScore(board: VoteBoard | undefined, userID: string, rowScore: number): number {
  const info = board?.info();
  if (!info?.meta.isPercentage) return rowScore;
  const nominee = info.nominees.find((n) => n.userID === userID);
  const read = nominee?.totalVotes ?? 0;
  const own = Math.max(rowScore, read);
  const total = info.totalVotes + (own - read);
  return voteScore({ totalVotes: own, percentage: total > 0 ? own / total : 0 }, true);
}
