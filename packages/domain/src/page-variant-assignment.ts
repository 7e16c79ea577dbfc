// Which page variant a viewer sees (issue 17 §2, decision 0091), without zod. A viewer's bucket point is a
// stable hash of the campaign id and the viewer's id into 0 … 9,999; the variants cut those points into
// ranges in their order, each as wide as its share of the weights. The same viewer gets the same point on
// every visit and device, and changing weights only moves the viewers whose point falls where a range
// boundary moved (50/50 → 60/40 moves 10 % of viewers, all from B to A).

export const BUCKET_POINTS = 10_000;
/** A variant key: 1-16 letters, digits, "-" or "_". */
export const VARIANT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

export interface VariantWeight {
  weight: number;
}

/** FNV-1a over the text's UTF-16 units, then the murmur3 finalizer so near ids spread evenly. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The viewer's bucket point (0 … 9,999) in a campaign: the same for the same campaign and viewer id. */
export const bucketPointOf = (campaignID: number, viewerID: string): number =>
  hash32(`${campaignID}:${viewerID}`) % BUCKET_POINTS;

/**
 * The index of the variant whose range holds the point: ranges in variant order, each weight / total of
 * the 10,000 points. -1 when no variant has a weight above 0.
 */
export function assignVariantIndex(variants: readonly VariantWeight[], point: number): number {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total === 0) return -1;
  let upTo = 0;
  for (const [i, v] of variants.entries()) {
    upTo += Math.max(0, v.weight);
    // point / BUCKET_POINTS < upTo / total, in whole numbers.
    if (v.weight > 0 && point * total < upTo * BUCKET_POINTS) return i;
  }
  return -1;
}

/** The variant a viewer sees, or undefined when the campaign has none with a weight above 0. */
export function pageVariantOf<V extends VariantWeight>(
  variants: readonly V[],
  campaignID: number,
  viewerID: string,
): V | undefined {
  const index = assignVariantIndex(variants, bucketPointOf(campaignID, viewerID));
  return index < 0 ? undefined : variants[index];
}
