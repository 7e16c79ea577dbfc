// The FlexLeaderboard block (block spec §3).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { BoardView } from './BoardView.tsx';
import type { LeaderboardProps } from './leaderboard-props.ts';

/** A board whose rows take the height their content needs (no virtual list). */
export function FlexLeaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  return <BoardView props={props} template={children} virtual={false} />;
}
