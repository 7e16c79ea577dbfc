// The LeaderboardTotal block: the sum of a board's scores, formatted (block spec §3). An eventory board's
// total is its container summary (one small answer, not every page); another fetcher kind's rows are summed.
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { parseFetcherSpec } from '../data/fetcher-kinds.ts';
import { useBoardData } from './board-data.ts';
import { formatTotal } from './family-rules.ts';
import { mockLeaderboardRows } from './leaderboard-rows.ts';
import { useContainerSummary } from './useContainerSummary.ts';
import type { TotalProps } from './widget-props.ts';
import styles from './widgets.module.css';

export function LeaderboardTotal({ props }: BlockRenderProps<TotalProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const t = useVisitorText();
  const editor = mode === 'editor';
  const containerID = stringProp(props.containerID).trim();
  const spec = parseFetcherSpec(props.fetcher, containerID, props.cacheStrategy);
  const bySummary = spec.kind === 'eventory';
  const summary = useContainerSummary(spec.target, bySummary);
  const { fetcher, rows } = useBoardData({
    containerID: '',
    fetcher: bySummary ? '' : props.fetcher,
    cacheStrategy: props.cacheStrategy,
    count: 100,
    autoRefresh: true,
  });
  const failed = bySummary
    ? summary.status === 'error' && !summary.data
    : fetcher.status === 'error' && !rows;
  if (failed && !editor)
    return (
      <div className={styles.figure} data-block="LeaderboardTotal" role="alert">
        <p>{t('leaderboardError')}</p>
        <button type="button" onClick={bySummary ? summary.refresh : fetcher.refresh}>
          {t('retry')}
        </button>
      </div>
    );
  const total = editor
    ? mockLeaderboardRows(5).reduce((sum, row) => sum + row.score, 0)
    : bySummary
      ? (summary.data?.totalScore ?? 0)
      : (rows ?? []).reduce((sum, row) => sum + row.score, 0);
  const loading = !editor && (bySummary ? !summary.data && summary.loading : !rows && fetcher.loading);
  const text = formatTotal(
    total,
    numberProp(props.displayLastDigit, 0),
    stringProp(props.format).trim() || '{0}',
  );
  return (
    <p
      className={styles.figure}
      data-block="LeaderboardTotal"
      aria-busy={loading || undefined}
      aria-label={`${nt('totalLabel')}: ${text}`}
    >
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
