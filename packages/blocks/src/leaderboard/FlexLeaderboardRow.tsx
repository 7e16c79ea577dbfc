// The FlexLeaderboardRow block: a leaderboard row that takes the height its content needs.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { LeaderboardRow } from './LeaderboardRow.tsx';
import type { LeaderboardRowProps } from './leaderboard-props.ts';
import styles from './leaderboard.module.css';

export function FlexLeaderboardRow(renderProps: BlockRenderProps<LeaderboardRowProps>) {
  return (
    <div className={styles.flexRow}>
      <LeaderboardRow {...renderProps} />
    </div>
  );
}
