// The LeaderboardTotal block: the sum of a board's scores, formatted (block spec §3).
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useBoardData } from './board-data.ts';
import { formatTotal } from './family-rules.ts';
import { mockLeaderboardRows } from './leaderboard-rows.ts';
import type { TotalProps } from './widget-props.ts';
import styles from './widgets.module.css';

export function LeaderboardTotal({ props }: BlockRenderProps<TotalProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const containerID = stringProp(props.containerID).trim();
  const { rows } = useBoardData({ containerID, count: 100, autoRefresh: true });
  const source = mode === 'editor' ? mockLeaderboardRows(5) : (rows ?? []);
  const total = source.reduce((sum, row) => sum + row.score, 0);
  const text = formatTotal(
    total,
    numberProp(props.displayLastDigit, 0),
    stringProp(props.format).trim() || '{0}',
  );
  return (
    <p className={styles.figure} data-block="LeaderboardTotal" aria-label={`${nt('totalLabel')}: ${text}`}>
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
