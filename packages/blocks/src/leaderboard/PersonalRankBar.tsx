// The PersonalRankBar block (visitor spec §2).
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import type { PersonalRankBarProps } from './leaderboard-props.ts';
import { PersonalRankBarView } from './PersonalRankBarView.tsx';

/** The bar as a block of its own, for pages that place it apart from a board. */
export function PersonalRankBar({ props }: BlockRenderProps<PersonalRankBarProps>) {
  return <PersonalRankBarView containerID={props.containerID} unit={props.unit} />;
}
