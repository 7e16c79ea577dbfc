// The Pool block: one record's score as a prize pool, in whole units (block spec §3).
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useBoardData } from './board-data.ts';
import { poolValue } from './family-rules.ts';
import { mockLeaderboardRows } from './leaderboard-rows.ts';
import type { PoolProps } from './widget-props.ts';
import styles from './widgets.module.css';

export function Pool({ props }: BlockRenderProps<PoolProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const containerID = stringProp(props.containerID).trim();
  const { rows } = useBoardData({
    containerID,
    fetcher: props.fetcher,
    cacheStrategy: props.cacheStrategy,
    count: 100,
    autoRefresh: true,
  });
  const source = mode === 'editor' ? mockLeaderboardRows(1) : (rows ?? []);
  const key = mode === 'editor' ? (source[0]?.userInfo.userID ?? '') : stringProp(props.poolKey);
  const value = poolValue(source, key, numberProp(props.minUnit, 1));
  const text = fillTemplate(stringProp(props.format).trim() || '{0}', value.toLocaleString('en-US'));
  return (
    <p className={styles.figure} data-block="Pool" aria-label={`${nt('poolLabel')}: ${text}`}>
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
