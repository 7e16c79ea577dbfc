// The leaderboard board's pure rules (block spec §3, §4, §9): pages that wrap, its keys, item order and sizes.

/** Block spec §9 / visitor spec §4: right and left arrows, '<' (first page) and '>' (last page). */
export const BOARD_KEYS = { previous: 37, next: 39, first: 188, last: 190 } as const;

export type BoardLayout = 'fix' | 'carousel';
export type ItemOrderStyle = 'leftToRight' | 'topToDown' | 'centerToSides';
export type BoardSize = 'L' | 'M' | 'S';
export type VerticalAlign = 'top' | 'middle' | 'bottom';
export type HorizontalAlign = 'left' | 'center' | 'right';

/** Visitor spec §9: board sizes (item width × height, margin); default M. */
export const BOARD_SIZES: Record<BoardSize, { width: number; height: number; margin: number }> = {
  L: { width: 379, height: 450, margin: 20 },
  M: { width: 320, height: 380, margin: 20 },
  S: { width: 256, height: 304, margin: 12 },
};
/** Visitor spec §9: margins for fixed horizontal spacing: S 24, M 40, L 40 (default 24). */
export const FIXED_SPACING: Record<BoardSize, number> = { S: 24, M: 40, L: 40 };
export const DEFAULT_FIXED_SPACING = 24;
/** Visitor spec §9: the layout animation lasts 0.4 s. */
export const LAYOUT_ANIMATION_S = 0.4;

export const pageCount = (items: number, perPage: number): number =>
  Math.max(1, Math.ceil(Math.max(0, items) / Math.max(1, perPage)));

/** Forward wraps to the first page at the end. Pages are zero-based. */
export const nextPage = (page: number, pages: number): number => (page + 1 >= pages ? 0 : page + 1);
/** Backward wraps to the last page. */
export const previousPage = (page: number, pages: number): number => (page <= 0 ? pages - 1 : page - 1);

/** The page a key code leads to, or undefined for any other key. */
export function pageForKey(keyCode: number, page: number, pages: number): number | undefined {
  switch (keyCode) {
    case BOARD_KEYS.next:
      return nextPage(page, pages);
    case BOARD_KEYS.previous:
      return previousPage(page, pages);
    case BOARD_KEYS.first:
      return 0;
    case BOARD_KEYS.last:
      return pages - 1;
    default:
      return undefined;
  }
}

/** Wheel paging happens in carousel mode only: down/right goes forward, up/left back. */
export function pageForWheel(
  layout: BoardLayout,
  delta: number,
  page: number,
  pages: number,
): number | undefined {
  if (layout !== 'carousel' || delta === 0) return undefined;
  return delta > 0 ? nextPage(page, pages) : previousPage(page, pages);
}

export const pageItems = <T>(items: readonly T[], page: number, perPage: number): T[] =>
  items.slice(page * perPage, page * perPage + perPage);

/**
 * Where each item of a page goes, in reading order of the grid. leftToRight: as given. topToDown: filled
 * column by column over `columns` columns. centerToSides: the first in the middle, then alternately
 * left and right of it (…4 2 1 3 5…).
 */
export function orderItems<T>(items: readonly T[], style: ItemOrderStyle, columns: number): T[] {
  if (style === 'centerToSides') {
    const placed: T[] = [];
    items.forEach((item, index) => {
      if (index === 0) placed.push(item);
      else if (index % 2 === 1) placed.unshift(item);
      else placed.push(item);
    });
    return placed;
  }
  if (style === 'topToDown') {
    const cols = Math.max(1, Math.min(columns, items.length));
    const rows = Math.ceil(items.length / cols);
    const placed: T[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const item = items[c * rows + r];
        if (item !== undefined) placed.push(item);
      }
    return placed;
  }
  return [...items];
}

export const asLayout = (value: unknown): BoardLayout => (value === 'carousel' ? 'carousel' : 'fix');
export const asSize = (value: unknown): BoardSize => (value === 'L' || value === 'S' ? value : 'M');
export const asOrder = (value: unknown): ItemOrderStyle =>
  value === 'topToDown' || value === 'centerToSides' ? value : 'leftToRight';
export const asVertical = (value: unknown): VerticalAlign =>
  value === 'middle' || value === 'bottom' ? value : 'top';
export const asHorizontal = (value: unknown): HorizontalAlign =>
  value === 'left' || value === 'right' ? value : 'center';
