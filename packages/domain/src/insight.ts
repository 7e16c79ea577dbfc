// Campaign insight (issue 17 §1, §2's variant comparison; decisions 0088–0090): the query the admin API
// takes, the answers it gives and the pure rules both sides apply (bucketing in the campaign's timezone,
// the funnel steps, the two-proportion z-test behind the variant comparison). Shared by the server and the
// dashboard.
import { z } from 'zod';
import { timezoneOffsetMinutes } from './constraints/schedule.ts';
import { wholeNumberSchema } from './ids.ts';

export const INSIGHT_BUCKETS = ['minute', 'hour', 'day'] as const;
export type InsightBucket = (typeof INSIGHT_BUCKETS)[number];

export const BUCKET_MS: Record<InsightBucket, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** At most this many buckets in one answer (a minute chart over two days, hours over ~4 months). */
export const MAX_INSIGHT_BUCKETS = 3_000;

/** The top N of the rank-movement chart: 1 to this, default 10. */
export const MAX_INSIGHT_TOP = 20;
export const DEFAULT_INSIGHT_TOP = 10;

/** Viewers a variant needs on the first step before its difference may count as meaningful. */
export const MIN_VARIANT_VIEWERS = 30;
/** A difference counts as meaningful below this p-value. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** The variant name of tracking events that carry none. */
export const NO_VARIANT = '';

const msSchema = (name: string) =>
  wholeNumberSchema(name, 0, 8_640_000_000_000, `${name} must be unix milliseconds (0 or more)`);

/** GET campaigns/{id}/insight?from&to&bucket: the half-open range [from, to) in unix ms. */
export const insightQuerySchema = z
  .object({
    from: msSchema('from'),
    to: msSchema('to'),
    bucket: z.enum(INSIGHT_BUCKETS, { error: `bucket must be one of ${INSIGHT_BUCKETS.join(', ')}` }),
  })
  .superRefine((q, ctx) => {
    if (q.to <= q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
      return;
    }
    const n = Math.ceil((q.to - q.from) / BUCKET_MS[q.bucket]);
    if (n > MAX_INSIGHT_BUCKETS)
      ctx.addIssue({
        code: 'custom',
        path: ['bucket'],
        message: `the range holds ${n} ${q.bucket} buckets, more than ${MAX_INSIGHT_BUCKETS}: choose a shorter range or a larger bucket`,
      });
  });
export type InsightQuery = z.output<typeof insightQuerySchema>;

/** The local start (unix ms) of the bucket holding `ms`, in a campaign timezone such as 'GMT+0800'. */
export function bucketStartOf(ms: number, bucket: InsightBucket, timezone: string): number {
  const offset = timezoneOffsetMinutes(timezone) * 60_000;
  const size = BUCKET_MS[bucket];
  return Math.floor((ms + offset) / size) * size - offset;
}

/** Every bucket start of [from, to), the first one holding `from`. */
export function bucketStarts(query: InsightQuery, timezone: string): number[] {
  const size = BUCKET_MS[query.bucket];
  const starts: number[] = [];
  for (let s = bucketStartOf(query.from, query.bucket, timezone); s < query.to; s += size) starts.push(s);
  return starts;
}

/**
 * The funnel of a page (issue 17 §1): entered → saw a leaderboard → clicked a profile → voted or claimed
 * (a `button_click` whose `action` property is 'vote' or 'claim'). Each step counts the distinct viewers
 * who did it in the range.
 */
export const FUNNEL_STEPS = ['entered', 'sawLeaderboard', 'clickedProfile', 'votedOrClaimed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The tracking event that is a step of the funnel, or undefined. */
export function funnelStepOf(name: string, properties: Record<string, unknown>): FunnelStep | undefined {
  if (name === 'page_enter') return 'entered';
  if (name === 'leaderboard_view') return 'sawLeaderboard';
  if (name === 'profile_click') return 'clickedProfile';
  if (name === 'button_click' && (properties.action === 'vote' || properties.action === 'claim'))
    return 'votedOrClaimed';
  return undefined;
}

/** Tracking events counted as clicks on the insight screen. */
export const CLICK_EVENTS = ['button_click', 'link_click', 'tab_click', 'profile_click'] as const;

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * Two-sided p-value of the two-proportion z-test: do `a` of `n` and `b` of `m` differ? 1 when there is
 * nothing to compare (an empty group, or both rates 0 or both 1).
 */
export function twoProportionPValue(a: number, n: number, b: number, m: number): number {
  if (n <= 0 || m <= 0) return 1;
  const pooled = (a + b) / (n + m);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m));
  if (se === 0) return 1;
  const z = (a / n - b / m) / se;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

/** A series of one chart: its key (a type name, a leaderboard id, a section…) and one value per bucket. */
export interface InsightSeries {
  key: string;
  label: string;
  values: number[];
}

export interface FunnelStepCount {
  step: FunnelStep;
  viewers: number;
  /** viewers / the first step's viewers (0 when nobody entered). */
  rate: number;
}

export interface PageFunnel {
  /** The page path after the campaign's code name ('' for the main page). */
  path: string;
  steps: FunnelStepCount[];
}

export interface VariantStep extends FunnelStepCount {
  /** Against the first variant, the same step; null for the first variant. */
  pValue: number | null;
  /** False while the difference to the first variant is not yet meaningful (too few viewers or p ≥ 0.05). */
  meaningful: boolean | null;
}

export interface VariantRow {
  variant: string;
  steps: VariantStep[];
}

export interface VariantBlockRow {
  variant: string;
  /** The block's section name ('' for clicks that name none). */
  section: string;
  views: number;
  clicks: number;
}

export interface InsightAnswer {
  campaignID: number;
  timezone: string;
  bucket: InsightBucket;
  from: number;
  to: number;
  /** Bucket starts (unix ms); every series has one value per bucket. */
  buckets: number[];
  /** Events ingested of each event type the campaign's evaluators score. */
  eventsByType: InsightSeries[];
  /**
   * Score the campaign's evaluators add per leaderboard, worked out from the event log (each evaluator's
   * score calculation on its type's events, before judges and count limits).
   */
  scoreByLeaderboard: InsightSeries[];
  uniqueSenders: number[];
  uniqueReceivers: number[];
  votesCast: number[];
  missionsCompleted: number[];
  rewardsClaimed: number[];
  registrations: number[];
  pageViews: number[];
  uniqueViewers: number[];
  /** section_view per section. */
  blockViews: InsightSeries[];
  /** Clicks per tracking event name. */
  clicks: InsightSeries[];
  funnels: PageFunnel[];
  variants: VariantRow[];
  variantBlocks: VariantBlockRow[];
  /** How far the rollups have read (the rest was read raw for this answer). */
  marks: { events: number; tracking: number };
}

export interface LeaderboardConcentration {
  total: number;
  /** Share of the total score held by the top 1 / 10 / 100 (0..1). */
  top1: number;
  top10: number;
  top100: number;
}

export interface TopContributor {
  key: string;
  senderID: string;
  score: number;
}

export interface RankMovement {
  /** Snapshot times and now (unix ms). */
  times: number[];
  /** The current top N, each with its rank at each time (null when not ranked then). */
  series: { key: string; ranks: (number | null)[] }[];
}

export interface LeaderboardInsight {
  leaderboardID: number;
  name: string;
  containerID: number | null;
  concentration: LeaderboardConcentration;
  topContributors: TopContributor[];
  rankMovement: RankMovement;
}

export interface LeaderboardInsightAnswer {
  campaignID: number;
  top: number;
  leaderboards: LeaderboardInsight[];
}
