// The score a vote row shows (visitor spec §3): floor(100·percentage) when the vote's meta.isPercentage
// is set, otherwise totalVotes; undefined until the vote's tallies are read (the row's own score shows).
import type { VoteBoard } from './vote-board.ts';
import { voteScore } from './vote-rules.ts';

export function voteRowScore(board: VoteBoard | undefined, userID: string): number | undefined {
  const info = board?.info();
  const nominee = info?.nominees.find((n) => n.userID === userID);
  return info && nominee ? voteScore(nominee, info.meta.isPercentage) : undefined;
}
