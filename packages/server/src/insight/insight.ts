// Campaign insight answers (issue 17 §1, §2; decisions 0088–0090): the over-time charts, the funnels per
// page and the variant comparison from the rollups up to their marks plus the rows past the marks read raw;
// votes, missions, claims and registrations from their own tables; the leaderboard insight (concentration,
// top contributors, rank movement) from records, contributions and snapshots.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { eventTypeName } from '@eventory/domain/event-types';
import type { ScoreCalc } from '@eventory/domain/evaluators';
import {
  CLICK_EVENTS,
  FUNNEL_STEPS,
  MIN_VARIANT_VIEWERS,
  SIGNIFICANCE_LEVEL,
  twoProportionPValue,
  type FunnelStepCount,
  type InsightAnswer,
  type InsightQuery,
  type InsightSeries,
  type LeaderboardInsight,
  type LeaderboardInsightAnswer,
  type PageFunnel,
  type VariantBlockRow,
  type VariantRow,
} from '@eventory/domain/insight';
import { rowsOf, type Executor } from '../db/client.ts';
import { evaluators, events, leaderboards, recordContributions, records } from '../db/schema/campaigns.ts';
import { recordSnapshots } from '../db/schema/engine-admin.ts';
import { trackingEvents } from '../db/schema/visitor.ts';
import { findCampaign } from '../campaigns/campaigns.ts';
import { insightWindow } from './insight-window.ts';
import {
  copySketch,
  emptySketch,
  estimate,
  estimateText,
  mergeSketch,
  sketchFromText,
  type Sketch,
} from './hyperloglog.ts';
import {
  addEvent,
  addTracking,
  Contribution,
  eventScope,
  grainFor,
  insightMarksOf,
  pageScope,
} from './insight-rollup.ts';

const HOUR_MS = 3_600_000;

interface CampaignLeaderboard {
  id: number;
  name: string;
  containerId: number | null;
}

async function campaignLeaderboards(db: Executor, campaignID: number): Promise<CampaignLeaderboard[]> {
  const rows = await db
    .select({ id: leaderboards.id, name: leaderboards.groupName, containerId: leaderboards.containerId })
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  return rows;
}

/** A value per bucket, summed from (scope, metric, dimension, bucket) rows. */
class Grid {
  readonly sums = new Map<string, Map<string, Map<string, number[]>>>();
  /** A stored sketch stays text until it must be merged (a lone sparse sketch is counted from its length). */
  readonly sketches = new Map<string, Map<string, Map<string, (Sketch | string | undefined)[]>>>();
  /** Unique counts of buckets that are one stored sketch each, read without its registers (0099). */
  readonly counts = new Map<string, Map<string, Map<string, number[]>>>();
  constructor(
    readonly starts: number[],
    private readonly first: number,
    readonly size: number,
  ) {}

  index(ms: number): number {
    const i = Math.floor((ms - this.first) / this.size);
    return i >= 0 && i < this.starts.length ? i : -1;
  }

  private slot<T>(
    map: Map<string, Map<string, Map<string, T[]>>>,
    scope: string,
    metric: string,
    dimension: string,
    make: () => T[],
  ): T[] {
    let byMetric = map.get(scope);
    if (!byMetric) map.set(scope, (byMetric = new Map()));
    let byDimension = byMetric.get(metric);
    if (!byDimension) byMetric.set(metric, (byDimension = new Map()));
    let values = byDimension.get(dimension);
    if (!values) byDimension.set(dimension, (values = make()));
    return values;
  }

  addSum(scope: string, metric: string, dimension: string, ms: number, value: number): void {
    const i = this.index(ms);
    if (i < 0) return;
    this.slot(this.sums, scope, metric, dimension, () => this.starts.map(() => 0))[i]! += value;
  }

  addCount(scope: string, metric: string, dimension: string, ms: number, count: number): void {
    const i = this.index(ms);
    if (i < 0) return;
    this.slot(this.counts, scope, metric, dimension, () => this.starts.map(() => 0))[i]! += count;
  }

  addSketch(scope: string, metric: string, dimension: string, ms: number, sketch: Sketch | string): void {
    const i = this.index(ms);
    if (i < 0) return;
    const values = this.slot(this.sketches, scope, metric, dimension, () =>
      this.starts.map(() => undefined as Sketch | string | undefined),
    );
    const into = values[i];
    if (into === undefined) values[i] = typeof sketch === 'string' ? sketch : copySketch(sketch);
    else {
      const merged = typeof into === 'string' ? sketchFromText(into) : into;
      mergeSketch(merged, typeof sketch === 'string' ? sketchFromText(sketch) : sketch);
      values[i] = merged;
    }
  }

  /** Per bucket, summed over the dimensions `keep` accepts. */
  sum(scope: string, metric: string, keep: (dimension: string) => boolean = () => true): number[] {
    const out = this.starts.map(() => 0);
    for (const [dimension, values] of this.sums.get(scope)?.get(metric) ?? [])
      if (keep(dimension)) values.forEach((v, i) => (out[i]! += v));
    return out;
  }

  dimensions(scope: string, metric: string): Map<string, number[]> {
    return this.sums.get(scope)?.get(metric) ?? new Map();
  }

  /** Per bucket, the merged sketch of the scopes, metric and the dimensions `keep` accepts. */
  uniquePerBucket(
    scopes: string[],
    metric: string,
    keep: (dimension: string) => boolean = () => true,
  ): number[] {
    const merged = this.starts.map(() => undefined as Sketch | string | undefined);
    for (const scope of scopes)
      for (const [dimension, values] of this.sketches.get(scope)?.get(metric) ?? [])
        if (keep(dimension))
          values.forEach((s, i) => {
            if (s === undefined) return;
            const into = merged[i];
            if (into === undefined) {
              merged[i] = s;
              return;
            }
            const sketch = typeof into === 'string' ? sketchFromText(into) : copySketch(into);
            mergeSketch(sketch, typeof s === 'string' ? sketchFromText(s) : s);
            merged[i] = sketch;
          });
    const counted = (i: number) => {
      let n = 0;
      for (const scope of scopes)
        for (const [dimension, values] of this.counts.get(scope)?.get(metric) ?? [])
          if (keep(dimension)) n += values[i]!;
      return n;
    };
    // A bucket is either counted (one stored sketch, no tail) or merged from sketches, never both.
    return merged.map((s, i) =>
      s === undefined ? counted(i) : typeof s === 'string' ? estimateText(s) : estimate(s),
    );
  }

  /**
   * The funnel steps' sketches over the whole range, merged per (step, dimension) as they are read: whole
   * hours at grain 60, the range's partial hours at grain 1 (decision 0099).
   */
  readonly overRange = new Map<string, Map<string, Sketch>>();

  addOverRange(metric: string, dimension: string, sketch: Sketch | string): void {
    let byDimension = this.overRange.get(metric);
    if (!byDimension) this.overRange.set(metric, (byDimension = new Map()));
    const from = typeof sketch === 'string' ? sketchFromText(sketch) : sketch;
    const into = byDimension.get(dimension);
    if (into) mergeSketch(into, from);
    else byDimension.set(dimension, typeof sketch === 'string' ? from : copySketch(from));
  }

  /** Over the whole range, the merged sketch of a funnel step and the dimensions `keep` accepts. */
  uniqueOverRange(metric: string, keep: (dimension: string) => boolean): number {
    const merged = emptySketch();
    for (const [dimension, sketch] of this.overRange.get(metric) ?? [])
      if (keep(dimension)) mergeSketch(merged, sketch);
    return estimate(merged);
  }

  overRangeKeys(metric: string): string[] {
    return [...(this.overRange.get(metric)?.keys() ?? [])];
  }

  /** The tail's rows: its funnel steps of `overRangeScope` over the range, the rest per bucket. */
  takeContribution(c: Contribution, grain: number, overRangeScope: string): void {
    const first = this.starts[0]!;
    const end = this.starts.at(-1)! + this.size;
    for (const r of c.sumRows())
      if (r.grain === grain) this.addSum(r.scope, r.metric, r.dimension, r.bucketMs, r.value);
    for (const r of c.sketchRows())
      if (r.scope === overRangeScope && isFunnelStep(r.metric)) {
        if (r.grain === 1 && r.bucketMs >= first && r.bucketMs < end)
          this.addOverRange(r.metric, r.dimension, r.sketch);
      } else if (r.grain === grain) this.addSketch(r.scope, r.metric, r.dimension, r.bucketMs, r.sketch);
  }
}

const isFunnelStep = (metric: string) => (FUNNEL_STEPS as readonly string[]).includes(metric);

const partsOf = (dimension: string) => {
  const [variant = '', path = '', section = ''] = dimension.split('\t');
  return { variant, path, section };
};

function scoreOfSums(
  calc: ScoreCalc,
  sums: { events: number; point: number; count: number; pointCount: number },
) {
  if (calc.kind === 'constant') return calc.value * sums.events;
  if (calc.kind === 'product') return sums.pointCount;
  return calc.field === 'Point' ? sums.point : sums.count;
}

/** Counts per bucket of a small table's rows, the time expression in unix ms. */
async function countPerBucket(
  db: Executor,
  grid: Grid,
  offsetMs: number,
  size: number,
  from: number,
  to: number,
  query: ReturnType<typeof sql>,
): Promise<number[]> {
  const out = grid.starts.map(() => 0);
  const result = await db.execute(sql`
    select floor((ms + ${offsetMs})::float8 / ${size})::bigint * ${size} - ${offsetMs} as b, count(*)::int as n
    from (${query}) t where ms >= ${from} and ms < ${to} group by 1`);
  for (const r of rowsOf<{ b: number | string; n: number }>(result)) {
    const i = grid.index(Number(r.b));
    if (i >= 0) out[i]! += Number(r.n);
  }
  return out;
}

/** Reads of an answer while the rollup job keeps moving its marks, before the last one in one snapshot. */
const UNSNAPSHOTTED_READS = 2;

/**
 * The campaign's insight over the query's range. The marks, the rows past them and the rollups are read by
 * separate statements, the rollups in parallel: a step of the rollup job committed between them would count its
 * rows twice (raw and rolled up). So the marks are read again after the answer, and a moved mark means the answer
 * is read again; the last try reads in one repeatable-read snapshot, where nothing moves (decision 0099).
 */
export async function campaignInsight(
  db: Executor,
  campaignID: number,
  query: InsightQuery,
): Promise<InsightAnswer> {
  for (let attempt = 0; attempt < UNSNAPSHOTTED_READS; attempt++) {
    const answer = await insightAt(db, campaignID, query);
    const after = await insightMarksOf(db);
    if (after.events === answer.marks.events && after.tracking === answer.marks.tracking) return answer;
  }
  return db.transaction((tx) => insightAt(tx, campaignID, query), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function insightAt(db: Executor, campaignID: number, query: InsightQuery): Promise<InsightAnswer> {
  const { campaign, timezone, offsetMs, starts, size, from, to } = await insightWindow(db, campaignID, query);
  const grain = grainFor(size / 60_000, offsetMs / 60_000);
  const grid = new Grid(starts, from, size);
  const range: ReadRange = { offsetMs, size, from, to, grain };

  const boards = await campaignLeaderboards(db, campaignID);
  const evaluatorRows = await scoringEvaluators(db, boards);
  const types = [...new Set(evaluatorRows.map((e) => e.type))].sort((a, b) => a - b);
  const eventScopes = types.map(eventScope);
  const trackingScope = pageScope(campaign.codeName);
  const marks = await insightMarksOf(db);

  // The rows past the marks, read raw, so the answer is current; then the rollups up to the marks.
  const { tail, tailFrom } = await readTail(db, campaign.codeName, types, marks, range);
  await readRollups(db, grid, { eventScopes, trackingScope, tailFrom }, range);
  grid.takeContribution(tail, grain, trackingScope);

  const eventsByType: InsightSeries[] = types.map((type) => ({
    key: String(type),
    label: eventTypeName(type) ?? `type ${type}`,
    values: grid.sum(eventScope(type), 'events'),
  }));
  const counts = await campaignCounts(db, grid, campaignID, range);
  return {
    campaignID,
    timezone,
    bucket: query.bucket,
    from,
    to,
    buckets: starts,
    eventsByType,
    scoreByLeaderboard: scoreByLeaderboard(grid, boards, evaluatorRows),
    uniqueSenders: grid.uniquePerBucket(eventScopes, 'senders'),
    uniqueReceivers: grid.uniquePerBucket(eventScopes, 'receivers'),
    ...counts,
    pageViews: grid.sum(trackingScope, 'page_enter'),
    uniqueViewers: grid.uniquePerBucket([trackingScope], 'viewers'),
    blockViews: blockViews(grid, trackingScope),
    clicks: clicks(grid, trackingScope),
    ...funnelsAndVariants(grid),
    variantBlocks: variantBlocks(grid, trackingScope),
    marks,
  };
}

/** The answer's buckets: their size and offset, the range, and the rollups' grain read for them. */
interface ReadRange {
  offsetMs: number;
  size: number;
  from: number;
  to: number;
  grain: number;
}

type ScoringEvaluator = { type: number; container: number; calc: unknown };

/** The evaluators that score into the campaign's leaderboards. */
async function scoringEvaluators(db: Executor, boards: CampaignLeaderboard[]): Promise<ScoringEvaluator[]> {
  const containerIds = boards.flatMap((b) => (b.containerId ? [b.containerId] : []));
  return containerIds.length
    ? await db
        .select({
          type: evaluators.eventType,
          container: evaluators.targetContainerId,
          calc: evaluators.scoreCalc,
        })
        .from(evaluators)
        .where(inArray(evaluators.targetContainerId, containerIds))
    : [];
}

/**
 * The events of `types` and the campaign's tracking rows past the marks, as one contribution; `tailFrom` is the
 * first stored bucket the tail's events add to (from there on, sketches are merged, not counted).
 */
async function readTail(
  db: Executor,
  codeName: string,
  types: number[],
  marks: Awaited<ReturnType<typeof insightMarksOf>>,
  { from, to, grain }: ReadRange,
): Promise<{ tail: Contribution; tailFrom: number }> {
  const tail = new Contribution();
  const grainMs = grain * 60_000;
  let tailFrom = Number.MAX_SAFE_INTEGER;
  if (types.length > 0) {
    const tailEvents = await db
      .select({ type: events.type, timestamp: events.timestamp, payload: events.payload })
      .from(events)
      .where(and(gt(events.seq, marks.events), inArray(events.type, types)));
    for (const row of tailEvents)
      if (row.timestamp >= from && row.timestamp < to) {
        addEvent(tail, row);
        tailFrom = Math.min(tailFrom, Math.floor(row.timestamp / grainMs) * grainMs);
      }
  }
  const tailTracking = await db
    .select()
    .from(trackingEvents)
    .where(
      and(
        gt(trackingEvents.id, marks.tracking),
        sql`(${trackingEvents.page} = ${codeName} or ${trackingEvents.page} like ${`${codeName.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`})`,
      ),
    );
  for (const row of tailTracking) addTracking(tail, row);
  return { tail, tailFrom };
}

/**
 * The rollups up to the marks into `grid`. A bucket of the answer that is one stored sketch of the only event
 * scope (minute charts; hour charts in whole-hour timezones) is counted from the sketch's stored estimate
 * without reading its registers, unless the tail adds to it (decision 0099).
 */
async function readRollups(
  db: Executor,
  grid: Grid,
  {
    eventScopes,
    trackingScope,
    tailFrom,
  }: { eventScopes: string[]; trackingScope: string; tailFrom: number },
  { offsetMs, size, from, to, grain }: ReadRange,
): Promise<void> {
  const scopes = [...eventScopes, trackingScope];
  const counted = eventScopes.length === 1 && size === grain * 60_000 ? eventScopes : [];
  const scopeList = sql.join(
    scopes.map((s) => sql`${s}`),
    sql`, `,
  );
  const needsRegisters = counted.length
    ? sql`(estimate is null or scope <> ${counted[0]!} or bucket_ms >= ${tailFrom})`
    : sql`true`;
  const stepList = sql.join(
    FUNNEL_STEPS.map((step) => sql`${step}`),
    sql`, `,
  );
  const hourFrom = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const hourTo = Math.max(hourFrom, Math.floor(to / HOUR_MS) * HOUR_MS);
  const [sumRows, sketchRows, funnelRows] = await Promise.all([
    db.execute(sql`
      select scope, metric, dimension,
             floor((bucket_ms + ${offsetMs})::float8 / ${size})::bigint * ${size} - ${offsetMs} as b,
             sum(value) as v
      from insight_rollups
      where scope in (${scopeList}) and grain = ${grain} and bucket_ms >= ${from} and bucket_ms < ${to}
      group by 1, 2, 3, 4`),
    db.execute(sql`
      select scope, metric, dimension, bucket_ms, estimate,
             case when ${needsRegisters} then registers end as registers
      from insight_uniques
      where scope in (${scopeList}) and grain = ${grain} and bucket_ms >= ${from} and bucket_ms < ${to}
        and not (scope = ${trackingScope} and metric in (${stepList}))`),
    // The funnel over the range: its whole hours at grain 60, the partial hours at its ends at grain 1.
    db.execute(sql`
      select metric, dimension, registers from insight_uniques
      where scope = ${trackingScope} and metric in (${stepList})
        and ((grain = 60 and bucket_ms >= ${hourFrom} and bucket_ms < ${hourTo})
          or (grain = 1 and bucket_ms >= ${from} and bucket_ms < ${to}
              and (bucket_ms < ${hourFrom} or bucket_ms >= ${hourTo})))`),
  ]);
  for (const r of rowsOf<{
    scope: string;
    metric: string;
    dimension: string;
    b: number | string;
    v: number | string;
  }>(sumRows))
    grid.addSum(r.scope, r.metric, r.dimension, Number(r.b), Number(r.v));
  for (const r of rowsOf<{
    scope: string;
    metric: string;
    dimension: string;
    bucket_ms: number | string;
    estimate: number | null;
    registers: string | null;
  }>(sketchRows))
    if (r.registers === null)
      grid.addCount(r.scope, r.metric, r.dimension, Number(r.bucket_ms), Number(r.estimate));
    else grid.addSketch(r.scope, r.metric, r.dimension, Number(r.bucket_ms), r.registers);
  for (const r of rowsOf<{ metric: string; dimension: string; registers: string }>(funnelRows))
    grid.addOverRange(r.metric, r.dimension, r.registers);
}

/** Score per leaderboard: each evaluator's calculation over the sums of its event type. */
function scoreByLeaderboard(
  grid: Grid,
  boards: CampaignLeaderboard[],
  evaluatorRows: ScoringEvaluator[],
): InsightSeries[] {
  return boards.map((board) => {
    const values = grid.starts.map(() => 0);
    for (const e of evaluatorRows.filter((row) => row.container === board.containerId)) {
      const scope = eventScope(e.type);
      const [n, point, count, pointCount] = ['events', 'point', 'count', 'pointCount'].map((m) =>
        grid.sum(scope, m),
      );
      values.forEach((_, i) => {
        values[i]! += scoreOfSums(e.calc as ScoreCalc, {
          events: n![i]!,
          point: point![i]!,
          count: count![i]!,
          pointCount: pointCount![i]!,
        });
      });
    }
    return { key: String(board.id), label: board.name, values };
  });
}

/** Votes cast, missions completed, rewards claimed and registrations: small tables, read per bucket. */
async function campaignCounts(
  db: Executor,
  grid: Grid,
  campaignID: number,
  { offsetMs, size, from, to }: ReadRange,
): Promise<Pick<InsightAnswer, 'votesCast' | 'missionsCompleted' | 'rewardsClaimed' | 'registrations'>> {
  const count = (q: ReturnType<typeof sql>) => countPerBucket(db, grid, offsetMs, size, from, to, q);
  const [votesCast, missionsCompleted, rewardsClaimed, registrations] = await Promise.all([
    count(
      sql`select coalesce(e.timestamp, (extract(epoch from c.created_at) * 1000)::bigint) as ms from vote_casts c join votes v on v.id = c.vote_id left join events e on e.id = c.event_id where v.campaign_id = ${campaignID}`,
    ),
    count(
      sql`select c.completed_ms as ms from mission_completions c join missions m on m.id = c.mission_id where m.campaign_id = ${campaignID}`,
    ),
    count(
      sql`select (extract(epoch from c.claimed_at) * 1000)::bigint as ms from mission_reward_claims c join missions m on m.id = c.mission_id where m.campaign_id = ${campaignID}`,
    ),
    count(sql`select (extract(epoch from r.created_at) * 1000)::bigint as ms from registrations r
      where r.container_id in (select container_id from leaderboards where event_id = ${campaignID} and container_id is not null
                               union select container_id from questionnaires where campaign_id = ${campaignID} and container_id is not null)`),
  ]);
  return { votesCast, missionsCompleted, rewardsClaimed, registrations };
}

/** Views per page section (every variant together), by section name. */
function blockViews(grid: Grid, trackingScope: string): InsightSeries[] {
  const sections = new Map<string, number[]>();
  for (const [dimension, values] of grid.dimensions(trackingScope, 'section_view')) {
    const { section } = partsOf(dimension);
    const into = sections.get(section) ?? grid.starts.map(() => 0);
    values.forEach((v, i) => (into[i]! += v));
    sections.set(section, into);
  }
  return [...sections.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, values]) => ({ key: section, label: section, values }));
}

/** Clicks per kind, the kinds clicked at least once. */
function clicks(grid: Grid, trackingScope: string): InsightSeries[] {
  return CLICK_EVENTS.map((name) => ({
    key: name,
    label: name,
    values: grid.sum(trackingScope, name),
  })).filter((s) => s.values.some((v) => v > 0));
}

/** The funnel of each page path, and the variants' funnels compared with the first variant's. */
function funnelsAndVariants(grid: Grid): { funnels: PageFunnel[]; variants: VariantRow[] } {
  const stepDimensions = new Set(FUNNEL_STEPS.flatMap((step) => grid.overRangeKeys(step)));
  const paths = [...new Set([...stepDimensions].map((d) => partsOf(d).path))].sort();
  const stepsOf = (keep: (dimension: string) => boolean): FunnelStepCount[] => {
    const counts = FUNNEL_STEPS.map((step) => grid.uniqueOverRange(step, keep));
    return FUNNEL_STEPS.map((step, i) => ({
      step,
      viewers: counts[i]!,
      rate: counts[0]! > 0 ? counts[i]! / counts[0]! : 0,
    }));
  };
  const funnels: PageFunnel[] = paths.map((path) => ({
    path,
    steps: stepsOf((d) => partsOf(d).path === path),
  }));

  const variantNames = [...new Set([...stepDimensions].map((d) => partsOf(d).variant))]
    .filter((v) => v !== '')
    .sort();
  const variantSteps = variantNames.map((variant) => ({
    variant,
    steps: stepsOf((d) => partsOf(d).variant === variant),
  }));
  const base = variantSteps[0];
  const variants: VariantRow[] = variantSteps.map((row, index) => ({
    variant: row.variant,
    steps: row.steps.map((s, i) => {
      if (index === 0 || !base) return { ...s, pValue: null, meaningful: null };
      const b = base.steps[i]!;
      const nA = base.steps[0]!.viewers;
      const nB = row.steps[0]!.viewers;
      const pValue = i === 0 ? 1 : twoProportionPValue(b.viewers, nA, s.viewers, nB);
      const meaningful =
        i > 0 && nA >= MIN_VARIANT_VIEWERS && nB >= MIN_VARIANT_VIEWERS && pValue < SIGNIFICANCE_LEVEL;
      return { ...s, pValue, meaningful };
    }),
  }));
  return { funnels, variants };
}

/** Views and clicks of each section per variant, over the whole range. */
function variantBlocks(grid: Grid, trackingScope: string): VariantBlockRow[] {
  const blockRows = new Map<string, VariantBlockRow>();
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const blockRow = (variant: string, section: string) => {
    const key = `${variant}\t${section}`;
    let row = blockRows.get(key);
    if (!row) blockRows.set(key, (row = { variant, section, views: 0, clicks: 0 }));
    return row;
  };
  for (const [dimension, values] of grid.dimensions(trackingScope, 'section_view')) {
    const { variant, section } = partsOf(dimension);
    if (variant) blockRow(variant, section).views += total(values);
  }
  for (const name of CLICK_EVENTS)
    for (const [dimension, values] of grid.dimensions(trackingScope, name)) {
      const { variant, section } = partsOf(dimension);
      if (variant) blockRow(variant, section).clicks += total(values);
    }
  return [...blockRows.values()].sort(
    (a, b) => a.variant.localeCompare(b.variant) || a.section.localeCompare(b.section),
  );
}

interface SnapshotRecord {
  key?: unknown;
  score?: unknown;
}

/** Per leaderboard: score concentration, top contributors and the rank movement of the top N. */
export async function leaderboardInsight(
  db: Executor,
  campaignID: number,
  top: number,
): Promise<LeaderboardInsightAnswer> {
  await findCampaign(db, campaignID);
  const boards = await campaignLeaderboards(db, campaignID);
  const answer: LeaderboardInsight[] = [];
  for (const board of boards) {
    const empty: LeaderboardInsight = {
      leaderboardID: board.id,
      name: board.name,
      containerID: board.containerId,
      concentration: { total: 0, top1: 0, top10: 0, top100: 0 },
      topContributors: [],
      rankMovement: { times: [], series: [] },
    };
    if (!board.containerId) {
      answer.push(empty);
      continue;
    }
    const containerId = board.containerId;
    const [totals] = rowsOf<{ total: number | string | null }>(
      await db.execute(sql`select sum(score) as total from records where container_id = ${containerId}`),
    );
    const best = await db
      .select({ key: records.key, score: records.score })
      .from(records)
      .where(eq(records.containerId, containerId))
      .orderBy(desc(records.score), asc(records.lastUpdateMs), asc(records.key))
      .limit(100);
    const total = Number(totals?.total ?? 0);
    const share = (n: number) => (total > 0 ? best.slice(0, n).reduce((a, r) => a + r.score, 0) / total : 0);
    const contributors = await db
      .select({
        key: recordContributions.key,
        senderID: recordContributions.senderId,
        score: recordContributions.score,
      })
      .from(recordContributions)
      .where(eq(recordContributions.containerId, containerId))
      .orderBy(
        desc(recordContributions.score),
        asc(recordContributions.key),
        asc(recordContributions.senderId),
      )
      .limit(top);
    const snapshots = await db
      .select({ timestamp: recordSnapshots.timestamp, records: recordSnapshots.records })
      .from(recordSnapshots)
      .where(eq(recordSnapshots.containerId, containerId))
      .orderBy(desc(recordSnapshots.timestamp), desc(recordSnapshots.id))
      .limit(12);
    const topKeys = best.slice(0, top).map((r) => r.key);
    const moments = [
      ...snapshots.reverse().map((s) => ({
        time: Number(s.timestamp) * 1000,
        ranked: [...(s.records as SnapshotRecord[])]
          .map((r) => ({ key: String(r.key ?? ''), score: Number(r.score ?? 0) }))
          .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key)),
      })),
      { time: Date.now(), ranked: best.map((r) => ({ key: r.key, score: r.score })) },
    ];
    answer.push({
      ...empty,
      concentration: { total, top1: share(1), top10: share(10), top100: share(100) },
      topContributors: contributors,
      rankMovement: {
        times: moments.map((m) => m.time),
        series: topKeys.map((key) => ({
          key,
          ranks: moments.map((m) => {
            const i = m.ranked.findIndex((r) => r.key === key);
            return i >= 0 ? i + 1 : null;
          }),
        })),
      },
    });
  }
  return { campaignID, top, leaderboards: answer };
}
