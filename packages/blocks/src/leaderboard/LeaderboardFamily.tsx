// Leaderboard and LeaderboardRow: one code-split chunk, downloaded only by pages whose blueprint has a board.
// The board renders its child template (a LeaderboardRow) once per ranking row, handing each its row by context.
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import { createContext, useContext, useMemo } from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { useFetcher } from '../data/useFetcher.ts';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { isLive, mockLeaderboardRows, rowPerson, visibleRows } from './leaderboard-rows.ts';
import styles from './leaderboard.module.css';

export interface LeaderboardProps {
  containerID: string | number;
  count: number;
  /** Shown when nobody is ranked; blank = the locale's "nobody on the board yet". */
  emptyString: string;
  rowHeight: number;
  minRank: number;
  maxRank: number;
  withRegion: boolean;
}

export interface LeaderboardRowProps {
  /** Score template, '{0}' replaced by the (abbreviated) score. */
  unit: string;
}

/** Visitor spec §4/§9: auto-refresh 1 s after each completed load. */
export const AUTO_REFRESH_MS = 1000;
export const DEFAULT_ROW_HEIGHT = 70;
export const DEFAULT_SCORE_UNIT = '{0} pt';

interface RowContextValue {
  row: RankingRow;
  rowHeight: number;
  withRegion: boolean;
}

const RowContext = createContext<RowContextValue | null>(null);

export function Leaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  const { mode, dataClient } = useRenderContext();
  const t = useVisitorText();
  const editor = mode === 'editor';
  const containerID = stringProp(props.containerID).trim();
  const count = Math.max(1, Math.trunc(numberProp(props.count, DEFAULT_LEADERBOARD_COUNT)));
  const minRank = numberProp(props.minRank, 0);
  const maxRank = numberProp(props.maxRank, 0);
  const rowHeight = numberProp(props.rowHeight, DEFAULT_ROW_HEIGHT);
  const withRegion = booleanProp(props.withRegion, false);
  const emptyString = stringProp(props.emptyString).trim() || t('leaderboardEmpty');

  const fetcher = useFetcher(
    (signal) => dataClient.getLeaderboard({ containerID, count, cursor: '' }, signal),
    {
      key: `${containerID}:${count}`,
      enabled: !editor && containerID !== '',
      refreshAfterMs: AUTO_REFRESH_MS,
    },
  );

  const source = editor ? mockLeaderboardRows(count) : fetcher.data?.data;
  const rows = useMemo(
    () => (source ? visibleRows(source, { minRank, maxRank }) : undefined),
    [source, minRank, maxRank],
  );

  let body;
  if (rows && rows.length > 0) {
    body = (
      <ol className={styles.list}>
        {rows.map((row, index) => (
          <RowContext.Provider
            key={`${row.userInfo?.userID ?? ''}-${index}`}
            value={{ row, rowHeight, withRegion }}
          >
            <li className={styles.item}>{children}</li>
          </RowContext.Provider>
        ))}
      </ol>
    );
  } else if (rows || containerID === '') {
    body = <p className={styles.state}>{emptyString}</p>;
  } else if (fetcher.status === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('leaderboardError')}</p>
        <button type="button" className={styles.retry} onClick={fetcher.refresh}>
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('leaderboardLoading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonRow} />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.board} aria-label={t('leaderboardLabel')} data-block="Leaderboard">
      {body}
    </section>
  );
}

const rankClass = (rank: number): string =>
  rank === 1 ? (styles.top1 ?? '') : rank === 2 ? (styles.top2 ?? '') : rank === 3 ? (styles.top3 ?? '') : '';

export function LeaderboardRow({ props }: BlockRenderProps<LeaderboardRowProps>) {
  const context = useContext(RowContext);
  const t = useVisitorText();
  if (!context) return null;
  const { row, rowHeight, withRegion } = context;
  const person = rowPerson(row);
  const live = isLive(row);
  const unit = stringProp(props.unit).trim() || DEFAULT_SCORE_UNIT;
  const classes = [styles.row, rankClass(row.rank), live ? styles.live : ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      style={{ minHeight: rowHeight }}
      data-user-id={person.userID}
      data-rank={row.rank}
    >
      <span className={styles.rank} aria-label={t('leaderboardRank', row.rank)}>
        {row.rank > 0 ? row.rank : '-'}
      </span>
      <span className={styles.avatarWrap}>
        {person.picture ? (
          <img className={styles.avatar} src={person.picture} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {person.openID.replace(/^</, '').charAt(0).toUpperCase()}
          </span>
        )}
        {live && <span className={styles.liveBadge}>{t('live')}</span>}
      </span>
      <span className={styles.who}>
        <span className={styles.openID}>
          <bdi>{person.openID}</bdi>
        </span>
        {withRegion && <span className={styles.region}>{person.region}</span>}
      </span>
      <span className={styles.score} title={String(row.score)} dir="auto">
        {fillTemplate(unit, abbreviateNumber(row.score))}
      </span>
    </div>
  );
}
