// The board's rows: a virtualized list (only the rows in view exist) or, for a flexible board, all of them.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { sessionValue } from '../visitor/session-value.ts';
import { RowContext, rowKey, type BoardContextValue } from './board-context.ts';
import { toggleExpanded } from './family-rules.ts';
import { OVERSCAN_ROWS, STREAMER_SESSION_KEY } from './leaderboard-props.ts';
import { useDocumentTop } from './use-document-top.ts';
import styles from './leaderboard.module.css';

interface RowListProps {
  rows: readonly RankingRow[];
  rowHeight: number;
  /** The dropdown's fixed height in px; 0 = as tall as its content. */
  dropDownHeight?: number;
  withRegion: boolean;
  template: ReactNode;
  containerID: string;
  league: boolean;
  clickable: boolean;
  /** Scroll once to the session's streamer (after loading completes, not for a league). */
  scrollToStreamer: boolean;
  virtual: boolean;
  refresh(): void;
  /** The board has a bonusFetcher: every row shows its bonus. */
  showBonus?: boolean;
}

/**
 * Only the rows in view (plus a few either side) exist in the DOM, so a 10,000-row board stays light.
 * The one expanded row grows by its dropdown's height.
 */
export function RowList({
  rows,
  rowHeight,
  dropDownHeight = 0,
  withRegion,
  template,
  containerID,
  league,
  clickable,
  scrollToStreamer,
  virtual,
  refresh,
  showBonus = false,
}: RowListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const top = useDocumentTop(listRef);
  const [expandedKey, setExpandedKey] = useState<string | undefined>(undefined);
  const [dropdownSize, setDropdownSize] = useState(0);
  const expandedIndex =
    expandedKey === undefined ? -1 : rows.findIndex((r, i) => rowKey(r, i) === expandedKey);
  const openSize = dropDownHeight > 0 ? dropDownHeight : dropdownSize;
  const sizeOf = (index: number) => rowHeight + (index === expandedIndex ? openSize : 0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: sizeOf,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, expandedIndex, openSize]);

  const scrollToIndex = useCallback(
    (index: number) => {
      if (virtual) virtualizer.scrollToIndex(index, { align: 'start', behavior: 'smooth' });
      else listRef.current?.children[index]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    },
    [virtualizer, virtual],
  );

  // Block spec §4: once loaded, scroll smoothly once to the streamer stored in the session.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!scrollToStreamer || scrolled.current) return;
    const streamer = sessionValue(STREAMER_SESSION_KEY);
    scrolled.current = true;
    if (!streamer) return;
    const index = rows.findIndex((row) => row.userInfo?.userID === streamer);
    if (index < 0) return;
    if (virtual) virtualizer.scrollToIndex(index, { align: 'center', behavior: 'smooth' });
    else listRef.current?.children[index]?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [scrollToStreamer, rows, virtualizer, virtual]);

  const board: BoardContextValue = {
    containerID,
    league,
    clickable,
    expandedKey,
    toggle: (key) => {
      setDropdownSize(0);
      setExpandedKey((current) => toggleExpanded(current, key));
    },
    setDropdownHeight: setDropdownSize,
    dropDownHeight,
    scrollToIndex,
    refresh,
    showBonus,
  };

  const item = (row: RankingRow, index: number, style?: React.CSSProperties) => (
    <li
      key={`${rowKey(row, index)}-${index}`}
      className={styles.item}
      style={style}
      aria-posinset={index + 1}
      aria-setsize={rows.length}
      data-expanded={index === expandedIndex || undefined}
    >
      <RowContext.Provider value={{ row, index, rowHeight, withRegion, board }}>
        {template}
      </RowContext.Provider>
    </li>
  );

  if (!virtual) {
    return (
      <ol ref={listRef} className={styles.list}>
        {rows.map((row, index) => item(row, index))}
      </ol>
    );
  }
  return (
    <ol
      ref={listRef}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((entry) => {
        const row = rows[entry.index];
        if (!row) return null;
        return item(row, entry.index, {
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: sizeOf(entry.index),
          transform: `translateY(${entry.start - virtualizer.options.scrollMargin}px)`,
        });
      })}
    </ol>
  );
}
