import { describe, expect, it } from 'vitest';
import {
  addToSketch,
  emptySketch,
  estimate,
  estimateText,
  mergeSketch,
  sketchFromText,
  sketchToText,
  SPARSE_LIMIT,
} from './hyperloglog.ts';

describe('HyperLogLog sketch', () => {
  it('counts small sets exactly and ignores repeats', () => {
    const s = emptySketch();
    for (let round = 0; round < 3; round++) for (let i = 0; i < 200; i++) addToSketch(s, `user-${i}`);
    expect(estimate(s)).toBe(200);
    expect(estimate(emptySketch())).toBe(0);
  });

  it('estimates 100k members within 5 %, and a merge counts the union', () => {
    const a = emptySketch();
    const b = emptySketch();
    for (let i = 0; i < 60_000; i++) addToSketch(a, `u${i}`);
    for (let i = 40_000; i < 100_000; i++) addToSketch(b, `u${i}`);
    mergeSketch(a, b);
    expect(Math.abs(estimate(a) - 100_000) / 100_000).toBeLessThan(0.05);
  });

  it('merges small sets exactly until they pass the sparse limit, then within a few per cent', () => {
    const a = emptySketch();
    const b = emptySketch();
    for (let i = 0; i < 150; i++) addToSketch(a, `v${i}`);
    for (let i = 100; i < 230; i++) addToSketch(b, `v${i}`);
    mergeSketch(a, b);
    expect(estimate(a)).toBe(230);
    const big = emptySketch();
    for (let i = 0; i < SPARSE_LIMIT * 4; i++) addToSketch(big, `w${i}`);
    mergeSketch(big, a);
    expect(Math.abs(estimate(big) - (SPARSE_LIMIT * 4 + 230)) / (SPARSE_LIMIT * 4 + 230)).toBeLessThan(0.05);
  });

  it('survives its text form, sparse and dense', () => {
    for (const n of [10, 5000]) {
      const s = emptySketch();
      for (let i = 0; i < n; i++) addToSketch(s, String(i));
      expect(estimate(sketchFromText(sketchToText(s)))).toBe(estimate(s));
      expect(estimateText(sketchToText(s))).toBe(estimate(s));
    }
  });
});
