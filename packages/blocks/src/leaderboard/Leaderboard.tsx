// The Leaderboard block (block spec §3): a virtualized board whose children are its row template.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { BoardView } from './BoardView.tsx';
import type { LeaderboardProps } from './leaderboard-props.ts';

export function Leaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  return <BoardView props={props} template={children} />;
}
