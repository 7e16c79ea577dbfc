// Leaderboard, LeaderboardRow, PersonalRankBar and the daily / flexible boards: one code-split chunk,
// downloaded only by pages whose blueprint has a board. The board loads every page of its ranking,
// filters it by the screen's search, region and follower-only state, and renders only the rows in view
// (a virtualized list). Rows open the streamer on click and may expand one dropdown at a time.
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import {
  Children,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { shownData } from '../data/fetcher-rules.ts';
import { useFetcher } from '../data/useFetcher.ts';
import { usePagedFetcher, type PageLoader } from '../data/usePagedFetcher.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { fillTemplate, type VisitorTextKey } from '../i18n/visitor-texts.ts';
import { NAVIGATION_SPEC_TEXTS, navigationText, type NavigationTextKey } from '../i18n/navigation-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '../renderer/prop-values.ts';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { ActivePeriodContext, type ActivePeriod } from './active-period.ts';
import { fetchContributions } from './board-data.ts';
import {
  AVATAR_LINK_MESSAGE,
  DEFAULT_CONTRIBUTION_ITEMS,
  dropdownHeight,
  DROPDOWN_MODES,
  mayReceiveAvatarLink,
  mobilePlatform,
  rowBonus,
  SCROLL_TO_ROW_AFTER_ITEMS,
  streamerClick,
  toggleExpanded,
  type DropdownMode,
} from './family-rules.ts';
import {
  boardDisplay,
  filterRows,
  isLive,
  mockLeaderboardRows,
  rowPerson,
  visibleRows,
  type BoardDisplay,
} from './leaderboard-rows.ts';
import styles from './leaderboard.module.css';
import type { VoteBoard } from '../vote/vote-board.ts';
import { voteRowScore } from '../vote/vote-row-score.ts';
import { useVoteBoard } from '../vote/useVoteBoard.ts';
import { VoteRowControls } from '../vote/VoteRowControls.tsx';
import { VoteRowDetail } from '../vote/VoteRowDetail.tsx';

export interface LeaderboardProps {
  containerID: string | number;
  count: number;
  /** Shown when nobody is ranked; blank = the locale's "nobody on the board yet". */
  emptyString: string;
  rowHeight: number;
  minRank: number;
  maxRank: number;
  withRegion: boolean;
  /** Re-fetch 1 s after each completed load (visitor spec §4). */
  autoRefresh: boolean;
  /** Unix seconds; before it the board refreshes only at that time (0 = none). */
  startTime: number;
  /** Show the signed-in viewer's own rank fixed at the bottom. */
  personalRank: boolean;
  /** Rows open the streamer's live stream or profile on click (visitor spec §2). */
  clickable: boolean;
  /** A league board: rows are leagues, never opened, never scrolled to. */
  isLeague: boolean;
}

export interface LeaderboardRowProps {
  /** Score template, '{0}' replaced by the (abbreviated) score. */
  unit: string;
  /** The row's dropdown: one mode per row (visitor spec §2). */
  dropdown: DropdownMode;
  /** Contribution items listed (visitor spec §9 default 10). */
  contributionItemCount: number;
  /** The contributions' container; blank = the board's. */
  contributionContainerID: string | number;
  /** Bonus template, '{0}' replaced by the bonus. */
  bonusUnit: string;
  /** Show the bonus next to the score (always shown in editor mode). */
  showBonus: boolean;
  /** The vote of a 'vote' dropdown row (its rows are nominees; vote/row-vote texts: vote/). */
  voteID: string | number;
  /** Vote button texts; blank = the locale's (投票, 已投票, 重讀 in Chinese). */
  voteValidText: string;
  voteCompletedText: string;
  voteErrorText: string;
  voteLoadingText: string;
}

export interface PersonalRankBarProps {
  containerID: string | number;
  unit: string;
}

/** Visitor spec §4/§9: auto-refresh 1 s after each completed load. */
export const AUTO_REFRESH_MS = 1000;
export const DEFAULT_ROW_HEIGHT = 70;
export const DEFAULT_SCORE_UNIT = '{0} pt';
export const DEFAULT_BONUS_UNIT = '{0} bonus';
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN_ROWS = 5;
/** Visitor spec §9: the fixed rank row is 72 px high and the page keeps 57 px free below the list. */
export const PERSONAL_BAR_HEIGHT = 72;
export const PERSONAL_BAR_SPACING = 57;
/** Session storage key of the streamer the app's web view came from (block spec §3). */
export const STREAMER_SESSION_KEY = 'streamerUserID';

/** What a row needs from its board. */
interface BoardContextValue {
  containerID: string;
  league: boolean;
  clickable: boolean;
  expandedKey: string | undefined;
  toggle(key: string): void;
  /** Re-reads the board (after a vote). */
  refresh(): void;
  /** The expanded row's dropdown reports its height so the list can make room. */
  setDropdownHeight(height: number): void;
  scrollToIndex(index: number): void;
}

interface RowContextValue {
  row: RankingRow;
  index: number;
  rowHeight: number;
  withRegion: boolean;
  board: BoardContextValue;
}

const RowContext = createContext<RowContextValue | null>(null);

/** The row a block inside a row template reads (dragon balls...). */
export function useRowContext(): { row: RankingRow; index: number } | undefined {
  const context = useContext(RowContext);
  return context ? { row: context.row, index: context.index } : undefined;
}

const DISPLAY_TEXT: Partial<Record<BoardDisplay, VisitorTextKey>> = {
  noFollower: 'leaderboardNoFollower',
  followersNotRanked: 'leaderboardFollowersNotRanked',
};

export function useNavigationText(): (key: NavigationTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => navigationText(locale, key, ...values), [locale]);
}

export function sessionValue(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's top edge of an element, so the window virtualizer knows where the list starts. Measured on
 * mount, on resize and whenever the page's height changes (what is above the list grew or shrank), not
 * after every render: reading the layout on each scroll frame forced one layout per frame.
 */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    const pageHeight = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    pageHeight?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      pageHeight?.disconnect();
    };
  }, [ref]);
  return top;
}

/** A DailyTab as the daily container reads it (block spec §3). */
export interface DailyTabSpec {
  startTime: number;
  endTime: number;
  emptyString: string;
  /** The day's container ("fetcher"); blank = the board's own. */
  containerID: string;
  text: string;
}

interface DailyContextValue {
  tabs: readonly DailyTabSpec[];
  active: number;
  setActive(index: number): void;
}

const DailyContext = createContext<DailyContextValue | null>(null);

export function Leaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  return <BoardView props={props} template={children} />;
}

function BoardView({
  props,
  template,
  virtual = true,
}: {
  props: Partial<LeaderboardProps>;
  template: ReactNode;
  virtual?: boolean;
}) {
  const { mode, dataClient } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const daily = useContext(DailyContext);
  const t = useVisitorText();
  const editor = mode === 'editor';
  const dayTab = daily?.tabs[daily.active];
  // Inside a daily container the active tab's container and empty text win (block spec §4).
  const containerID = (dayTab?.containerID || stringProp(props.containerID)).trim();
  const count = Math.max(1, Math.trunc(numberProp(props.count, DEFAULT_LEADERBOARD_COUNT)));
  const minRank = numberProp(props.minRank, 0);
  const maxRank = numberProp(props.maxRank, 0);
  const rowHeight = Math.max(1, numberProp(props.rowHeight, DEFAULT_ROW_HEIGHT));
  const withRegion = booleanProp(props.withRegion, false);
  const autoRefresh = booleanProp(props.autoRefresh, true);
  const startSeconds = numberProp(props.startTime, 0);
  const personalRank = booleanProp(props.personalRank, true);
  const league = booleanProp(props.isLeague, false);
  const clickable = booleanProp(props.clickable, true);
  const emptyString =
    (dayTab ? dayTab.emptyString.trim() || NAVIGATION_SPEC_TEXTS.emptySeat : '') ||
    stringProp(props.emptyString).trim() ||
    t('leaderboardEmpty');

  const loader: PageLoader<RankingRow> = (cursor, signal, onCached) =>
    dataClient
      .getLeaderboard(
        { containerID, count, cursor },
        { signal, onCached: (page) => onCached({ items: page.data, nextCursor: page.nextCursor }) },
      )
      .then((page) => ({ items: page.data, nextCursor: page.nextCursor }));
  // While the engine's live channel is up the board re-reads on each change; otherwise it polls (visitor spec §4).
  const numericID = Number(containerID);
  const live = useLiveContainer(
    Number.isSafeInteger(numericID) && numericID > 0 ? numericID : undefined,
    autoRefresh && !editor,
  );
  const fetcher = usePagedFetcher(loader, {
    key: `${containerID}:${count}`,
    enabled: containerID !== '',
    mode,
    autoRefresh: autoRefresh && !live.live,
    startTime: startSeconds > 0 ? startSeconds * 1000 : undefined,
  });
  const { refresh } = fetcher;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);

  const loaded = fetcher.data !== undefined;
  const { setLeaderboardInfo } = screen;
  useEffect(() => {
    if (!loaded && !editor) return undefined;
    setLeaderboardInfo({ containerID, isLeague: league });
    return () => setLeaderboardInfo(undefined);
  }, [loaded, editor, containerID, league, setLeaderboardInfo]);

  useEffect(() => {
    if (!editor && containerID) tracker.leaderboardView(containerID);
  }, [editor, containerID, tracker]);

  const source = editor ? mockLeaderboardRows(count) : shownData(fetcher.data, fetcher.cacheData);
  const all = useMemo(
    () => (source ? visibleRows(source, { minRank, maxRank }) : undefined),
    [source, minRank, maxRank],
  );
  const followingOnly = screen.followingOnly && !editor;
  const followees = followingOnly ? screen.followees.ids : undefined;
  const shown = useMemo(
    () => (all ? filterRows(all, { keyword: screen.keyword, region: screen.region, followees }) : []),
    [all, screen.keyword, screen.region, followees],
  );
  const display =
    containerID === '' && !editor
      ? 'empty'
      : boardDisplay({
          all,
          shown,
          failed: fetcher.status === 'error',
          keyword: screen.keyword,
          followingOnly,
          followees: { status: screen.followees.status, count: screen.followees.ids.size },
        });
  // "After loading completes" (block spec §4): every page in, nothing in flight.
  const complete = fetcher.status === 'data' && !fetcher.hasMore && !fetcher.loading;

  let body;
  if (display === 'rows') {
    body = (
      <RowList
        rows={shown}
        rowHeight={rowHeight}
        withRegion={withRegion}
        template={template}
        containerID={containerID}
        league={league}
        clickable={clickable && !editor}
        scrollToStreamer={complete && !league && !editor}
        virtual={virtual}
        refresh={fetcher.refresh}
      />
    );
  } else if (display === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('leaderboardError')}</p>
        <button type="button" className={styles.retry} onClick={fetcher.refresh}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (display === 'loading') {
    body = (
      <div role="status" aria-busy="true" aria-label={t('leaderboardLoading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonRow} />
        ))}
      </div>
    );
  } else {
    const key = DISPLAY_TEXT[display];
    const text =
      display === 'searchNotFound'
        ? t('leaderboardSearchNotFound', screen.keyword.trim())
        : key
          ? t(key)
          : emptyString;
    body = (
      <p className={styles.state} data-display={display}>
        {text}
      </p>
    );
  }

  return (
    <section className={styles.board} aria-label={t('leaderboardLabel')} data-block="Leaderboard">
      {body}
      {personalRank && !editor && containerID !== '' && !league && (
        <PersonalRankBarView containerID={containerID} unit="" />
      )}
    </section>
  );
}

interface RowListProps {
  rows: readonly RankingRow[];
  rowHeight: number;
  withRegion: boolean;
  template: ReactNode;
  containerID: string;
  league: boolean;
  clickable: boolean;
  /** Scroll once to the session's streamer (after loading completes, not for a league). */
  scrollToStreamer: boolean;
  virtual: boolean;
  refresh(): void;
}

const rowKey = (row: RankingRow, index: number): string => row.userInfo?.userID || `#${index}`;

/**
 * Only the rows in view (plus a few either side) exist in the DOM, so a 10,000-row board stays light.
 * The one expanded row grows by its dropdown's height.
 */
function RowList({
  rows,
  rowHeight,
  withRegion,
  template,
  containerID,
  league,
  clickable,
  scrollToStreamer,
  virtual,
  refresh,
}: RowListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const top = useDocumentTop(listRef);
  const [expandedKey, setExpandedKey] = useState<string | undefined>(undefined);
  const [dropdownSize, setDropdownSize] = useState(0);
  const expandedIndex =
    expandedKey === undefined ? -1 : rows.findIndex((r, i) => rowKey(r, i) === expandedKey);
  const sizeOf = (index: number) => rowHeight + (index === expandedIndex ? dropdownSize : 0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: sizeOf,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, expandedIndex, dropdownSize]);

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
    scrollToIndex,
    refresh,
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

const rankClass = (rank: number): string =>
  rank === 1 ? (styles.top1 ?? '') : rank === 2 ? (styles.top2 ?? '') : rank === 3 ? (styles.top3 ?? '') : '';

/** Where the parent frame's origin can be read: Chromium's ancestorOrigins, else the referrer. */
function parentOrigin(): string | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Posts 'send avatar link' to the parent frame, only when its origin is on the allow-list. */
export function postAvatarLink(detail: { userID: string; openID: string; picture: string }): boolean {
  const origin = parentOrigin();
  if (!mayReceiveAvatarLink(origin)) return false;
  window.parent.postMessage({ type: AVATAR_LINK_MESSAGE, ...detail }, origin);
  return true;
}

/** Opens a row's streamer as visitor spec §2 says; returns whether anything opened. */
function useOpenStreamer(): (
  row: RankingRow,
  board: Pick<BoardContextValue, 'clickable' | 'league'>,
) => void {
  const { tracker } = useVisitor();
  return useCallback(
    (row, board) => {
      const person = rowPerson(row);
      postAvatarLink({ userID: person.userID, openID: person.openID, picture: person.picture });
      const click = streamerClick(
        {
          userID: row.userInfo?.userID ?? '',
          openID: person.openID,
          streamID: row.onliveInfo?.streamID ?? 0,
          liveStreamID: row.onliveInfo?.liveStreamID ?? 0,
        },
        { ...board, platform: mobilePlatform(navigator.userAgent) },
      );
      if (click.kind === 'none') return;
      tracker.profileClick({
        kind: click.kind,
        streamerId: row.userInfo?.userID ?? '',
        liveStatus: isLive(row),
        hasDeeplink: click.deepLink,
      });
      if (click.newTab) window.open(click.url, '_blank', 'noopener,noreferrer');
      else window.location.assign(click.url);
    },
    [tracker],
  );
}

const dropdownMode = (value: unknown): DropdownMode =>
  (DROPDOWN_MODES as readonly unknown[]).includes(value) ? (value as DropdownMode) : 'none';

export function LeaderboardRow({ props, children }: BlockRenderProps<LeaderboardRowProps>) {
  const context = useContext(RowContext);
  const { mode } = useRenderContext();
  const t = useVisitorText();
  const nt = useNavigationText();
  const open = useOpenStreamer();
  const voteID = stringProp(props.voteID).trim();
  const voteBoard = useVoteBoard(voteID, dropdownMode(props.dropdown) === 'vote' && mode !== 'editor');
  if (!context) return null;
  const { row, index, rowHeight, withRegion, board } = context;
  const editor = mode === 'editor';
  const person = rowPerson(row);
  const live = isLive(row);
  const unit = stringProp(props.unit).trim() || DEFAULT_SCORE_UNIT;
  const classes = [styles.row, rankClass(row.rank), live ? styles.live : ''].filter(Boolean).join(' ');
  const key = rowKey(row, index);
  const dropdown = dropdownMode(props.dropdown);
  // A vote row's right side is its vote button (vote/VoteRowControls). The mission dropdown is not
  // built yet: editor mode says so, visitors see nothing.
  const vote = dropdown === 'vote';
  const hasDropdown = dropdown !== 'none' && !vote && (editor || dropdown !== 'mission');
  const expanded = (hasDropdown || vote) && board.expandedKey === key;
  const score = vote ? voteRowScore(voteBoard, person.userID, row.score) : row.score;
  const bonus = rowBonus(row);
  const showBonus = editor || booleanProp(props.showBonus, false);
  const canOpen =
    board.clickable &&
    streamerClick(
      {
        userID: row.userInfo?.userID ?? '',
        openID: person.openID,
        streamID: row.onliveInfo?.streamID ?? 0,
        liveStreamID: row.onliveInfo?.liveStreamID ?? 0,
      },
      { clickable: true, league: board.league, platform: undefined },
    ).kind !== 'none';
  const who = (
    <>
      <Avatar picture={person.picture} openID={person.openID} live={live} liveText={t('live')} />
      <span className={styles.who}>
        <span className={styles.openID}>
          <bdi>{person.openID}</bdi>
        </span>
        {withRegion && <span className={styles.region}>{person.region}</span>}
      </span>
    </>
  );
  return (
    <>
      <div
        className={classes}
        style={{ minHeight: rowHeight, height: rowHeight }}
        data-user-id={person.userID}
        data-rank={row.rank}
      >
        <span className={styles.rank} aria-label={t('leaderboardRank', row.rank)}>
          {row.rank > 0 ? row.rank : '-'}
        </span>
        {canOpen ? (
          <button
            type="button"
            className={styles.person}
            aria-label={nt(live ? 'watchLive' : 'openProfile', person.openID)}
            onClick={() => open(row, board)}
          >
            {who}
          </button>
        ) : (
          <span className={styles.person}>{who}</span>
        )}
        <span className={styles.scoreBox}>
          <span className={styles.score} title={String(score)} dir="auto">
            {fillTemplate(unit, abbreviateNumber(score))}
          </span>
          {showBonus && bonus > 0 && (
            <span className={styles.bonus} dir="auto">
              {fillTemplate(
                stringProp(props.bonusUnit).trim() || DEFAULT_BONUS_UNIT,
                abbreviateNumber(bonus),
              )}
            </span>
          )}
        </span>
        {children}
        {hasDropdown && (
          <button
            type="button"
            className={styles.dropdownButton}
            aria-expanded={expanded}
            onClick={() => board.toggle(key)}
          >
            {nt(expanded ? 'dropdownClose' : 'dropdownOpen')}
          </button>
        )}
        {vote && (
          <VoteRowControls
            board={voteBoard}
            userID={person.userID}
            openID={person.openID}
            index={index}
            score={row.score}
            expanded={expanded}
            onToggle={() => board.toggle(key)}
            onVoted={board.refresh}
            texts={{
              valid: stringProp(props.voteValidText),
              completed: stringProp(props.voteCompletedText),
              error: stringProp(props.voteErrorText),
              loading: stringProp(props.voteLoadingText),
            }}
            toggleTexts={{ open: nt('dropdownOpen'), close: nt('dropdownClose') }}
          />
        )}
      </div>
      {expanded && (
        <RowDropdown
          mode={dropdown}
          row={row}
          index={index}
          board={board}
          itemCount={Math.max(
            1,
            Math.trunc(numberProp(props.contributionItemCount, DEFAULT_CONTRIBUTION_ITEMS)),
          )}
          containerID={stringProp(props.contributionContainerID).trim() || board.containerID}
          bonusUnit={stringProp(props.bonusUnit).trim() || DEFAULT_BONUS_UNIT}
          voteBoard={voteBoard}
        />
      )}
    </>
  );
}

interface RowDropdownProps {
  mode: DropdownMode;
  row: RankingRow;
  index: number;
  board: BoardContextValue;
  itemCount: number;
  containerID: string;
  bonusUnit: string;
  voteBoard: VoteBoard | undefined;
}

/** The expanded row's panel: contributors, bonus, the vote detail, or (editor mode) a "not yet" note for mission. */
function RowDropdown({
  mode,
  row,
  index,
  board,
  itemCount,
  containerID,
  bonusUnit,
  voteBoard,
}: RowDropdownProps) {
  const { mode: renderMode } = useRenderContext();
  const nt = useNavigationText();
  const editor = renderMode === 'editor';
  const userID = row.userInfo?.userID ?? '';
  const contributions = useFetcher((signal) => fetchContributions(containerID, userID, signal), {
    key: `${containerID}:${userID}`,
    enabled: mode === 'contribution' && !editor && containerID !== '' && userID !== '',
  });
  const items =
    mode === 'contribution'
      ? (editor ? mockLeaderboardRows(3) : (contributions.data ?? [])).slice(0, itemCount)
      : [];
  const count = mode === 'bonus' ? 1 : mode === 'mission' ? 1 : items.length;
  const height = dropdownHeight(mode, count);
  const { setDropdownHeight, scrollToIndex } = board;
  useEffect(() => {
    setDropdownHeight(height);
  }, [height, setDropdownHeight]);
  // Visitor spec §2: after 10 or more contribution items the list scrolls to the row.
  const loadedCount = contributions.data?.length ?? 0;
  useEffect(() => {
    if (mode === 'contribution' && loadedCount >= SCROLL_TO_ROW_AFTER_ITEMS) scrollToIndex(index);
  }, [mode, loadedCount, index, scrollToIndex]);

  let body: ReactNode;
  if (mode === 'vote') {
    const person = rowPerson(row);
    body = <VoteRowDetail board={voteBoard} userID={person.userID} openID={person.openID} index={index} />;
  } else if (mode === 'mission') {
    body = editor ? <p className={styles.dropdownNote}>{nt('modeNotYet', mode)}</p> : null;
  } else if (mode === 'bonus') {
    body = (
      <p className={styles.dropdownNote}>
        {nt('bonusDetail')}: {fillTemplate(bonusUnit, abbreviateNumber(rowBonus(row)))}
      </p>
    );
  } else if (contributions.status === 'error') {
    body = <p className={styles.dropdownNote}>{nt('contributionError')}</p>;
  } else if (!editor && contributions.data === undefined) {
    body = <div className={styles.skeletonRow} role="status" aria-busy="true" />;
  } else if (items.length === 0) {
    body = <p className={styles.dropdownNote}>{nt('contributionEmpty')}</p>;
  } else {
    body = (
      <ol className={styles.contributors} aria-label={nt('contributionTitle')}>
        {items.map((item, position) => {
          const person = rowPerson(item);
          return (
            <li key={`${person.userID}-${position}`} className={styles.contributor}>
              <span className={styles.rank}>{position + 1}</span>
              <Avatar picture={person.picture} openID={person.openID} live={false} liveText="" />
              <span className={styles.openID}>
                <bdi>{person.openID}</bdi>
              </span>
              <span className={styles.score} dir="auto">
                {abbreviateNumber(item.score)}
              </span>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <div className={styles.dropdown} style={{ minHeight: height }} data-dropdown={mode}>
      {body}
    </div>
  );
}

/** Daily container (visitor spec §2): daily tabs pick the day; rows under it form its board. */
export function DailyLeaderboard({ props, node, children }: BlockRenderProps<LeaderboardProps>) {
  const [active, setActive] = useState(0);
  const tabsNode = (node.children ?? []).find((child) => child.type === 'DailyTabs');
  const tabs: DailyTabSpec[] = (tabsNode?.children ?? []).map((tab) => ({
    startTime: numberProp(tab.props?.startTime, 0),
    endTime: numberProp(tab.props?.endTime, 0),
    emptyString: stringProp(tab.props?.emptyString),
    containerID: stringProp(tab.props?.containerID),
    text: stringProp(tab.props?.text),
  }));
  const index = Math.min(active, Math.max(0, tabs.length - 1));
  const tab = tabs[index];
  const hasTab = tab !== undefined;
  const start = tab?.startTime ?? 0;
  const end = tab?.endTime ?? 0;
  const period = useMemo<ActivePeriod | undefined>(
    () => (hasTab ? { startTime: start, endTime: end, index } : undefined),
    [hasTab, start, end, index],
  );
  const items = Children.toArray(children);
  const types = (node.children ?? []).map((child) => child.type);
  const rows = items.filter((_, i) => types[i] === 'LeaderboardRow');
  const rest = items.filter((_, i) => types[i] !== 'LeaderboardRow');
  return (
    <DailyContext.Provider value={{ tabs, active: index, setActive }}>
      <ActivePeriodContext.Provider value={period}>
        <div className={styles.daily} data-block="DailyLeaderboard" data-active-tab={index}>
          {rest}
          {rows.length > 0 && <BoardView props={props} template={rows} />}
        </div>
      </ActivePeriodContext.Provider>
    </DailyContext.Provider>
  );
}

export interface DailyTabProps {
  startTime: number;
  endTime: number;
  emptyString: string;
  containerID: string | number;
  text: string;
}

const TabPosition = createContext(0);

export function DailyTabs({ children }: BlockRenderProps) {
  const nt = useNavigationText();
  return (
    <div className={styles.dailyTabs} role="tablist" aria-label={nt('dailyTabsLabel')}>
      {Children.toArray(children).map((child, index) => (
        <TabPosition.Provider key={index} value={index}>
          {child}
        </TabPosition.Provider>
      ))}
    </div>
  );
}

/** "MM/DD" of a unix-seconds time in the visitor's zone. */
const dayLabel = (seconds: number): string => {
  if (!(seconds > 0)) return '';
  const date = new Date(seconds * 1000);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}`;
};

export function DailyTab({ props }: BlockRenderProps<DailyTabProps>) {
  const daily = useContext(DailyContext);
  const index = useContext(TabPosition);
  const active = daily ? daily.active === index : index === 0;
  const text = stringProp(props.text).trim() || dayLabel(numberProp(props.startTime, 0)) || String(index + 1);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      className={`${styles.dailyTab} ${active ? styles.dailyTabActive : ''}`}
      onClick={() => daily?.setActive(index)}
    >
      {text}
    </button>
  );
}

/** A board whose rows take the height their content needs (no virtual list). */
export function FlexLeaderboard({ props, children }: BlockRenderProps<LeaderboardProps>) {
  return <BoardView props={props} template={children} virtual={false} />;
}

export function FlexLeaderboardRow(renderProps: BlockRenderProps<LeaderboardRowProps>) {
  return (
    <div className={styles.flexRow}>
      <LeaderboardRow {...renderProps} />
    </div>
  );
}

function Avatar({
  picture,
  openID,
  live,
  liveText,
}: {
  picture: string;
  openID: string;
  live: boolean;
  liveText: string;
}) {
  return (
    <span className={styles.avatarWrap}>
      {picture ? (
        <img className={styles.avatar} src={picture} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {openID.replace(/^</, '').charAt(0).toUpperCase()}
        </span>
      )}
      {live && <span className={styles.liveBadge}>{liveText}</span>}
    </span>
  );
}

/**
 * The signed-in viewer's own rank, fixed at the bottom (visitor spec §2): 72 px high, sliding in over
 * 0.3 s, shown only for a signed-in viewer who has a score on this board.
 */
function PersonalRankBarView({ containerID, unit }: PersonalRankBarProps) {
  const { mode, dataClient } = useRenderContext();
  const { user } = useVisitorSnapshot();
  const t = useVisitorText();
  const id = stringProp(containerID).trim();
  const fetcher = useFetcher((signal) => dataClient.getPersonalRank(id, signal), {
    key: `${id}:${user?.userID ?? ''}`,
    enabled: mode === 'runtime' && !!user && id !== '',
    refreshAfterMs: AUTO_REFRESH_MS,
  });
  const personal = user ? fetcher.data : undefined;
  if (!personal || !(personal.score > 0)) return null;
  const person = rowPerson({
    rank: personal.rank,
    score: personal.score,
    userInfo: personal.userInfo,
    meta: {},
  });
  const template = stringProp(unit).trim() || DEFAULT_SCORE_UNIT;
  const gap = personal.nextScore - personal.score;
  return (
    <>
      <div aria-hidden="true" style={{ height: PERSONAL_BAR_SPACING }} />
      <aside
        className={styles.personalBar}
        style={{ height: PERSONAL_BAR_HEIGHT }}
        aria-label={t('personalRankLabel')}
        data-block="PersonalRankBar"
      >
        <span className={styles.personalRank} aria-label={t('leaderboardRank', personal.rank)}>
          {personal.rank > 0 ? personal.rank : '-'}
        </span>
        <Avatar picture={person.picture} openID={person.openID} live={false} liveText="" />
        <span className={styles.who}>
          <span className={styles.openID}>
            <bdi>{person.openID}</bdi>
          </span>
          <span className={styles.personalNext}>
            {personal.rank === 1
              ? t('personalTop')
              : gap > 0
                ? t('personalToNext', abbreviateNumber(gap))
                : t('personalRankLabel')}
          </span>
        </span>
        <span className={styles.score} title={String(personal.score)} dir="auto">
          {fillTemplate(template, abbreviateNumber(personal.score))}
        </span>
      </aside>
    </>
  );
}

/** The bar as a block of its own, for pages that place it apart from a board. */
export function PersonalRankBar({ props }: BlockRenderProps<PersonalRankBarProps>) {
  return <PersonalRankBarView containerID={props.containerID} unit={props.unit} />;
}
