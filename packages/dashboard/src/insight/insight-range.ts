// The range and bucket pickers' choices: a preset range ending now (or the whole campaign) and its
// bucket; how many buckets that makes, so the screen can say a range is too long before it asks.
import { BUCKET_MS, MAX_INSIGHT_BUCKETS, type InsightBucket } from '@eventory/domain/insight';

export const RANGE_PRESETS = ['day', 'week', 'month', 'campaign'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY = 86_400_000;

export interface InsightRange {
  from: number;
  to: number;
  bucket: InsightBucket;
}

/** [from, to) of a preset; the campaign's own dates for 'campaign' (ending now at the latest). */
export function rangeOf(
  preset: RangePreset,
  bucket: InsightBucket,
  now: number,
  campaign: { startTime: number; endTime: number },
): InsightRange {
  if (preset === 'campaign') {
    const from = campaign.startTime * 1000;
    const to = Math.max(from + 60_000, Math.min(campaign.endTime * 1000, now));
    return { from, to, bucket };
  }
  const days = preset === 'day' ? 1 : preset === 'week' ? 7 : 30;
  return { from: now - days * DAY, to: now, bucket };
}

export const bucketCount = (range: InsightRange) =>
  Math.ceil((range.to - range.from) / BUCKET_MS[range.bucket]);

export const isTooLong = (range: InsightRange) => bucketCount(range) > MAX_INSIGHT_BUCKETS;
