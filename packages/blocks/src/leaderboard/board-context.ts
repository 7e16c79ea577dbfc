// What the family's blocks share through React context: the board a row sits in, the row a block in a
// row template reads, the daily container's tabs and a daily tab's position.
import { createContext, useContext } from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import type { DailyTabSpec } from './leaderboard-props.ts';

/** What a row needs from its board. */
export interface BoardContextValue {
  containerID: string;
  league: boolean;
  clickable: boolean;
  expandedKey: string | undefined;
  toggle(key: string): void;
  /** Re-reads the board (after a vote). */
  refresh(): void;
  /** The expanded row's dropdown reports its height so the list can make room. */
  setDropdownHeight(height: number): void;
  /** The board's dropDownHeight: the dropdown's fixed height in px, scrolling inside; 0 = its content's. */
  dropDownHeight?: number;
  scrollToIndex(index: number): void;
  /** The board has a bonusFetcher: rows show their bonus. */
  showBonus?: boolean;
}

export interface RowContextValue {
  row: RankingRow;
  index: number;
  rowHeight: number;
  withRegion: boolean;
  board: BoardContextValue;
}

export const RowContext = createContext<RowContextValue | null>(null);

/** The row a block inside a row template reads (dragon balls...). */
export function useRowContext(): { row: RankingRow; index: number } | undefined {
  const context = useContext(RowContext);
  return context ? { row: context.row, index: context.index } : undefined;
}

/** A row's key in the list: its user, else its position. */
export const rowKey = (row: RankingRow, index: number): string => row.userInfo?.userID || `#${index}`;

export interface DailyContextValue {
  tabs: readonly DailyTabSpec[];
  active: number;
  setActive(index: number): void;
}

export const DailyContext = createContext<DailyContextValue | null>(null);

/** A daily tab's position among its DailyTabs. */
export const TabPosition = createContext(0);
