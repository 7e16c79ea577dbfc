// The leaderboard board (block spec §2–§4): the ranking as tiles, a page at a time, in a fixed layout or a
// carousel. Pages wrap both ways; arrows/'<'/'>' page it (key codes 37, 39, 188, 190); in carousel mode the
// wheel pages it and, with a duration, it advances by itself. Board.Item children are the tile template.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { fetcherKey, liveContainerOf, parseFetcherSpec } from '../data/fetcher-kinds.ts';
import { shownData } from '../data/fetcher-rules.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { usePagedFetcher, type PageLoader } from '../data/usePagedFetcher.ts';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { boardPageLoader } from '../leaderboard/board-data.ts';
import { mockLeaderboardRows, rowPerson, visibleRows } from '../leaderboard/leaderboard-rows.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useWidgetText } from '../widgets/use-widget-text.ts';
import {
  asHorizontal,
  asLayout,
  asOrder,
  asSize,
  asVertical,
  BOARD_SIZES,
  DEFAULT_FIXED_SPACING,
  FIXED_SPACING,
  LAYOUT_ANIMATION_S,
  nextPage,
  orderItems,
  pageCount,
  pageForKey,
  pageForWheel,
  pageItems,
  previousPage,
} from './board-paging.ts';
import styles from './board.module.css';

export interface BoardProps {
  containerID: string | number;
  /** `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID. */
  fetcher: string;
  cacheStrategy: string;
  minRank: number;
  maxRank: number;
  itemsPerPage: number;
  itemOrderStyle: string;
  layoutStyle: string;
  verticalAlign: string;
  horizontalAlign: string;
  /** 'fixed' (margins by size: S 24, M 40, L 40) or 'auto' (spread evenly). */
  horizontalSpacingType: string;
  /** Carousel only: seconds before it moves to the next page by itself (0 = never). */
  duration: number;
  size: string;
  /** Score template, '{0}' replaced by the score. */
  unit: string;
}

export interface BoardItemProps {
  unit: string;
}

interface TileContextValue {
  row: RankingRow;
  unit: string;
}

const TileContext = createContext<TileContextValue | null>(null);
/** A default tile's height (rank, 56 px avatar, name, score) and the paging row's, reserved while loading. */
const TILE_MIN_HEIGHT = 150;
const CONTROLS_HEIGHT = 50;
/** Rows the board reads when no maxRank bounds it. */
export const BOARD_DEFAULT_COUNT = 100;

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Board({ props, children }: BlockRenderProps<BoardProps>) {
  const { mode, dataClient } = useRenderContext();
  const t = useWidgetText();
  const editor = mode === 'editor';
  const containerID = stringProp(props.containerID).trim();
  const minRank = Math.max(0, numberProp(props.minRank, 0));
  const maxRank = Math.max(0, numberProp(props.maxRank, 0));
  const perPage = Math.max(1, Math.trunc(numberProp(props.itemsPerPage, 3)));
  const layout = asLayout(props.layoutStyle);
  const order = asOrder(props.itemOrderStyle);
  const size = asSize(props.size);
  const duration = Math.max(0, numberProp(props.duration, 0));
  const unit = stringProp(props.unit).trim() || '{0} pt';
  const count = Math.min(1000, maxRank > 0 ? maxRank : BOARD_DEFAULT_COUNT);

  // Any fetcher kind of visitor spec §7 (decision 0047); blank = eventory on the container.
  const spec = parseFetcherSpec(props.fetcher, containerID, props.cacheStrategy);
  const loader: PageLoader<RankingRow> = boardPageLoader(dataClient, spec, count);
  const live = useLiveContainer(liveContainerOf(spec), !editor);
  const fetcher = usePagedFetcher(loader, {
    key: `board:${fetcherKey(spec)}:${count}`,
    enabled: spec.target !== '',
    mode,
    autoRefresh: !live.live,
    allPages: false,
  });
  const { refresh } = fetcher;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);

  const source = editor ? mockLeaderboardRows(perPage * 2) : shownData(fetcher.data, fetcher.cacheData);
  const loaded = source !== undefined;
  const rows = useMemo(
    () => (source ? visibleRows(source, { minRank, maxRank }) : []),
    [source, minRank, maxRank],
  );
  const pages = pageCount(rows.length, perPage);
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const go = useCallback((to: number | undefined) => {
    if (to !== undefined) setPage(to);
  }, []);

  // A layout effect, so the listener knows the page on show as soon as it is drawn: the event page runs on
  // Preact (decision 0080), whose effects wait for the next frame, and a key pressed before then paged from the
  // page before.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const to = pageForKey(event.keyCode, current, pages);
      if (to === undefined) return;
      event.preventDefault();
      go(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, pages, go]);

  // Carousel: with a duration the board moves on by itself; any paging restarts the wait.
  useEffect(() => {
    if (layout !== 'carousel' || duration <= 0 || pages < 2 || editor) return undefined;
    const timer = setTimeout(() => go(nextPage(current, pages)), duration * 1000);
    return () => clearTimeout(timer);
  }, [layout, duration, current, pages, go, editor]);

  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element || layout !== 'carousel') return undefined;
    const onWheel = (event: WheelEvent) => {
      const to = pageForWheel(layout, event.deltaY || event.deltaX, current, pages);
      if (to === undefined) return;
      event.preventDefault();
      go(to);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [layout, current, pages, go]);

  const { width, height } = BOARD_SIZES[size];
  const gap = props.horizontalSpacingType === 'auto' ? 0 : (FIXED_SPACING[size] ?? DEFAULT_FIXED_SPACING) / 2;
  const pageStyle = {
    justifyContent:
      props.horizontalSpacingType === 'auto'
        ? 'space-evenly'
        : { left: 'flex-start', center: 'center', right: 'flex-end' }[asHorizontal(props.horizontalAlign)],
    alignItems: { top: 'flex-start', middle: 'center', bottom: 'flex-end' }[asVertical(props.verticalAlign)],
    columnGap: gap,
    rowGap: gap,
  };
  const template = children && (Array.isArray(children) ? children.length > 0 : true) ? children : null;
  const renderPage = (index: number) => (
    <div className={styles.page} style={pageStyle} key={index} aria-hidden={index !== current}>
      {orderItems(pageItems(rows, index, perPage), order, perPage).map((row) => (
        <div
          key={`${row.userInfo?.userID ?? ''}-${row.rank}`}
          className={styles.tile}
          style={{ maxWidth: width, minHeight: Math.max(TILE_MIN_HEIGHT, Math.round(height / 3)) }}
          data-rank={row.rank}
        >
          <TileContext.Provider value={{ row, unit }}>{template ?? <Tile />}</TileContext.Provider>
        </div>
      ))}
    </div>
  );

  return (
    <section
      className={styles.board}
      aria-roledescription="carousel"
      aria-label={t('boardLabel')}
      data-block="Board"
      data-layout={layout}
    >
      <div
        className={styles.viewport}
        ref={viewport}
        aria-live={layout === 'carousel' && duration > 0 ? 'off' : 'polite'}
        // Until the ranking arrives the board keeps a row of tiles' height, so nothing below it jumps.
        style={loaded ? undefined : { minHeight: TILE_MIN_HEIGHT + 8 + CONTROLS_HEIGHT }}
      >
        {layout === 'carousel' ? (
          <div
            className={styles.track}
            style={{
              transform: `translateX(${-100 * current}%)`,
              transition: `transform ${LAYOUT_ANIMATION_S}s ease`,
            }}
          >
            {Array.from({ length: pages }, (_, index) => renderPage(index))}
          </div>
        ) : (
          renderPage(current)
        )}
      </div>
      {pages > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(previousPage(current, pages))}
            aria-label={t('boardPrevious')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.pageLabel} data-page={current + 1}>
            {t('boardPage', current + 1, pages)}
          </span>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(nextPage(current, pages))}
            aria-label={t('boardNext')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

/** The default tile: rank, avatar, open id and score. */
function Tile() {
  const context = useContext(TileContext);
  if (!context) return null;
  const { row, unit } = context;
  const person = rowPerson(row);
  return (
    <>
      <span className={styles.rank}>{row.rank > 0 ? row.rank : '-'}</span>
      {person.picture ? (
        <img className={styles.avatar} src={person.picture} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {person.openID.replace(/^</, '').charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.name}>
        <bdi>{person.openID}</bdi>
      </span>
      <span className={styles.score} dir="auto" title={String(row.score)}>
        {fillTemplate(unit, abbreviateNumber(row.score))}
      </span>
    </>
  );
}

/** Board.Item: the tile template; its own unit overrides the board's. */
export function BoardItem({ props }: BlockRenderProps<BoardItemProps>) {
  const context = useContext(TileContext);
  if (!context) return null;
  const unit = stringProp(props.unit).trim();
  return (
    <TileContext.Provider value={unit ? { ...context, unit } : context}>
      <Tile />
    </TileContext.Provider>
  );
}
