import { describe, expect, it } from 'vitest';
import {
  assignVariantIndex,
  BUCKET_POINTS,
  bucketPointOf,
  pageVariantOf,
  pageVariantSetSchema,
  variantSetProblem,
  variantShares,
} from './page-variants.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `user-${i}`);

describe('page variant assignment', () => {
  it('gives the same viewer the same variant on every call', () => {
    const variants = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
    ];
    for (const id of ids(200)) {
      expect(pageVariantOf(variants, 7, id)).toBe(pageVariantOf(variants, 7, id));
    }
  });

  it('splits viewers by weight within 2 points of the share over 20,000 ids', () => {
    const variants = [
      { key: 'A', weight: 70 },
      { key: 'B', weight: 20 },
      { key: 'C', weight: 10 },
    ];
    const counts = { A: 0, B: 0, C: 0 };
    for (const id of ids(20_000)) counts[pageVariantOf(variants, 42, id)!.key as 'A' | 'B' | 'C'] += 1;
    expect(Math.abs(counts.A / 20_000 - 0.7)).toBeLessThan(0.02);
    expect(Math.abs(counts.B / 20_000 - 0.2)).toBeLessThan(0.02);
    expect(Math.abs(counts.C / 20_000 - 0.1)).toBeLessThan(0.02);
  });

  it('spreads bucket points over the whole range', () => {
    const points = ids(10_000).map((id) => bucketPointOf(1, id));
    expect(Math.min(...points)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...points)).toBeLessThan(BUCKET_POINTS);
    const lowHalf = points.filter((p) => p < BUCKET_POINTS / 2).length;
    expect(Math.abs(lowHalf / 10_000 - 0.5)).toBeLessThan(0.02);
  });

  it('assigns differently in different campaigns', () => {
    const variants = [{ weight: 1 }, { weight: 1 }];
    const moved = ids(2_000).filter(
      (id) =>
        assignVariantIndex(variants, bucketPointOf(1, id)) !==
        assignVariantIndex(variants, bucketPointOf(2, id)),
    ).length;
    expect(moved / 2_000).toBeGreaterThan(0.4);
  });

  it('moves only the viewers between the old and new boundary when weights change', () => {
    const before = [{ weight: 50 }, { weight: 50 }];
    const after = [{ weight: 60 }, { weight: 40 }];
    const changes = ids(20_000).map((id) => {
      const point = bucketPointOf(3, id);
      return [assignVariantIndex(before, point), assignVariantIndex(after, point)] as const;
    });
    const moved = changes.filter(([a, b]) => a !== b);
    // Only B → A, about 10 % of viewers.
    expect(moved.every(([a, b]) => a === 1 && b === 0)).toBe(true);
    expect(Math.abs(moved.length / 20_000 - 0.1)).toBeLessThan(0.01);
  });

  it('never serves a variant with weight 0, and none when every weight is 0', () => {
    const variants = [
      { key: 'A', weight: 0 },
      { key: 'B', weight: 3 },
    ];
    for (const id of ids(500)) expect(pageVariantOf(variants, 9, id)?.key).toBe('B');
    expect(pageVariantOf([{ weight: 0 }], 9, 'x')).toBeUndefined();
    expect(pageVariantOf([], 9, 'x')).toBeUndefined();
  });

  it('covers every point from 0 to 9,999', () => {
    const variants = [{ weight: 1 }, { weight: 2 }];
    expect(assignVariantIndex(variants, 0)).toBe(0);
    expect(assignVariantIndex(variants, 3333)).toBe(0);
    expect(assignVariantIndex(variants, 3334)).toBe(1);
    expect(assignVariantIndex(variants, BUCKET_POINTS - 1)).toBe(1);
  });
});

describe('a variant set', () => {
  const parse = (variants: unknown) => pageVariantSetSchema.safeParse({ variants });

  it('is accepted with distinct keys and a weight above 0', () => {
    const result = parse([
      { key: 'A', weight: 1 },
      { key: 'B', name: 'New hero', projectID: 4, weight: 0 },
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.variants[0]).toEqual({ key: 'A', name: '', projectID: null, weight: 1 });
    expect(variantSetProblem(result.data!.variants)).toBeUndefined();
  });

  it('is refused with a negative weight or a bad key', () => {
    expect(parse([{ key: 'A', weight: -1 }]).error?.issues[0]?.message).toMatch(/negative/);
    expect(parse([{ key: 'A', weight: 1.5 }]).success).toBe(false);
    expect(parse([{ key: 'A B', weight: 1 }]).success).toBe(false);
  });

  it('has a problem with a duplicate key or every weight 0', () => {
    expect(
      variantSetProblem([
        { key: 'A', weight: 1 },
        { key: 'A', weight: 1 },
      ]),
    ).toMatchObject({
      errorCode: 'DUPLICATE_VARIANT_KEY',
      field: 'variants.1.key',
    });
    expect(
      variantSetProblem([
        { key: 'A', weight: 0 },
        { key: 'B', weight: 0 },
      ]),
    ).toMatchObject({
      errorCode: 'ALL_WEIGHTS_ZERO',
    });
  });

  it('may be empty: the page has no variants', () => {
    expect(parse([]).success).toBe(true);
    expect(variantSetProblem([])).toBeUndefined();
  });
});

describe('variant shares', () => {
  it('are each weight over the total in percent', () => {
    expect(variantShares([{ weight: 1 }, { weight: 2 }])).toEqual([33.3, 66.7]);
    expect(variantShares([{ weight: 0 }])).toEqual([0]);
  });
});
