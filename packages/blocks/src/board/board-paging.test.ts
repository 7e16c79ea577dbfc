import { describe, expect, it } from 'vitest';
import {
  BOARD_KEYS,
  BOARD_SIZES,
  FIXED_SPACING,
  nextPage,
  orderItems,
  pageCount,
  pageForKey,
  pageForWheel,
  pageItems,
  previousPage,
} from './board-paging.ts';

describe('board paging', () => {
  it('counts pages of itemsPerPage, at least one', () => {
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(9, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
    expect(pageItems([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([7]);
  });

  it('wraps forward to the first page at the end and backward to the last', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
    expect(previousPage(2, 4)).toBe(1);
    expect(previousPage(0, 4)).toBe(3);
  });

  it("pages with key codes 37, 39, 188 ('<' first) and 190 ('>' last)", () => {
    expect(BOARD_KEYS).toEqual({ previous: 37, next: 39, first: 188, last: 190 });
    expect(pageForKey(39, 3, 4)).toBe(0);
    expect(pageForKey(37, 0, 4)).toBe(3);
    expect(pageForKey(188, 2, 4)).toBe(0);
    expect(pageForKey(190, 0, 4)).toBe(3);
    expect(pageForKey(13, 1, 4)).toBeUndefined();
  });

  it('changes page on the wheel in carousel mode only', () => {
    expect(pageForWheel('carousel', 120, 3, 4)).toBe(0);
    expect(pageForWheel('carousel', -120, 0, 4)).toBe(3);
    expect(pageForWheel('fix', 120, 0, 4)).toBeUndefined();
    expect(pageForWheel('carousel', 0, 0, 4)).toBeUndefined();
  });

  it('orders items left to right, top to down, or from the centre outwards', () => {
    expect(orderItems([1, 2, 3, 4, 5], 'leftToRight', 5)).toEqual([1, 2, 3, 4, 5]);
    expect(orderItems([1, 2, 3, 4, 5], 'centerToSides', 5)).toEqual([4, 2, 1, 3, 5]);
    // 6 items in 3 columns, filled column by column: 1 3 5 / 2 4 6.
    expect(orderItems([1, 2, 3, 4, 5, 6], 'topToDown', 3)).toEqual([1, 3, 5, 2, 4, 6]);
  });

  it("uses the spec's sizes and fixed spacing", () => {
    expect(BOARD_SIZES.L).toEqual({ width: 379, height: 450, margin: 20 });
    expect(BOARD_SIZES.M).toEqual({ width: 320, height: 380, margin: 20 });
    expect(BOARD_SIZES.S).toEqual({ width: 256, height: 304, margin: 12 });
    expect(FIXED_SPACING).toEqual({ S: 24, M: 40, L: 40 });
  });
});
