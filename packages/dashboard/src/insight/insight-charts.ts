// The chart specs of an insight answer: each chart's table (x values and series), shared by the chart and
// its CSV. Pure, so the tests can check what each chart draws.
import type { TFunction } from 'i18next';
import {
  FUNNEL_STEPS,
  type InsightAnswer,
  type InsightSeries,
  type LeaderboardInsight,
} from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { csvFileName, localTime, type ChartTable } from './chart-csv.ts';
import type { ChartSpec } from './InsightChart.tsx';
import './messages.ts';

function overTime(
  answer: Pick<InsightAnswer, 'buckets' | 'timezone'>,
  t: TFunction,
  series: { name: string; values: number[] }[],
): ChartTable {
  return {
    columns: [t('insight.time'), ...series.map((s) => s.name)],
    rows: answer.buckets.map((ms, i) => [
      localTime(ms, answer.timezone),
      ...series.map((s) => s.values[i] ?? 0),
    ]),
  };
}

const named = (series: InsightSeries[]) => series.map((s) => ({ name: s.label || s.key, values: s.values }));

/** True when nothing happened in the range: every over-time value is 0. */
export function isEmptyAnswer(answer: InsightAnswer): boolean {
  const lists = [
    ...answer.eventsByType.map((s) => s.values),
    answer.votesCast,
    answer.missionsCompleted,
    answer.rewardsClaimed,
    answer.registrations,
    answer.pageViews,
  ];
  return lists.every((values) => values.every((v) => v === 0));
}

export function overTimeCharts(
  answer: InsightAnswer,
  t: TFunction,
  codeName: string,
  rtl: boolean,
): ChartSpec[] {
  const spec = (id: string, title: string, kind: 'line' | 'bar', table: ChartTable): ChartSpec => ({
    id,
    title,
    kind,
    table,
    rtl,
    fileName: csvFileName(codeName, `${id}-${answer.bucket}-${localTime(answer.from, answer.timezone)}`),
  });
  return [
    spec('events', t('insight.chart_events'), 'line', overTime(answer, t, named(answer.eventsByType))),
    spec('score', t('insight.chart_score'), 'line', overTime(answer, t, named(answer.scoreByLeaderboard))),
    spec(
      'uniques',
      t('insight.chart_uniques'),
      'line',
      overTime(answer, t, [
        { name: t('insight.series_senders'), values: answer.uniqueSenders },
        { name: t('insight.series_receivers'), values: answer.uniqueReceivers },
      ]),
    ),
    spec(
      'actions',
      t('insight.chart_actions'),
      'bar',
      overTime(answer, t, [
        { name: t('insight.series_votes'), values: answer.votesCast },
        { name: t('insight.series_missions'), values: answer.missionsCompleted },
        { name: t('insight.series_rewards'), values: answer.rewardsClaimed },
        { name: t('insight.series_registrations'), values: answer.registrations },
      ]),
    ),
    spec(
      'pages',
      t('insight.chart_pages'),
      'line',
      overTime(answer, t, [
        { name: t('insight.series_pageViews'), values: answer.pageViews },
        { name: t('insight.series_viewers'), values: answer.uniqueViewers },
      ]),
    ),
    spec('blocks', t('insight.chart_blocks'), 'bar', overTime(answer, t, named(answer.blockViews))),
    spec('clicks', t('insight.chart_clicks'), 'bar', overTime(answer, t, named(answer.clicks))),
  ];
}

/** New, returning and unknown viewers per bucket, stacked: each bar is the bucket's viewers. */
export function newViewersChart(
  answer: NewViewersOverTime,
  t: TFunction,
  codeName: string,
  rtl: boolean,
): ChartSpec {
  return {
    id: 'new-viewers',
    title: t('insight.chart_newViewers'),
    kind: 'bar',
    stacked: true,
    rtl,
    fileName: csvFileName(
      codeName,
      `new-viewers-${answer.bucket}-${localTime(answer.from, answer.timezone)}`,
    ),
    table: overTime(answer, t, [
      { name: t('insight.series_newViewers'), values: answer.newViewers },
      { name: t('insight.series_returningViewers'), values: answer.returningViewers },
      { name: t('insight.series_unknownViewers'), values: answer.unknownViewers },
    ]),
  };
}

const stepNames = (t: TFunction) => FUNNEL_STEPS.map((step) => t(`insight.step_${step}`));

export function funnelChart(answer: InsightAnswer, t: TFunction, codeName: string, rtl: boolean): ChartSpec {
  const pages = answer.funnels.map((f) => ({ name: f.path || t('insight.mainPage'), steps: f.steps }));
  return {
    id: 'funnel',
    title: t('insight.chart_funnel'),
    kind: 'bar',
    rtl,
    fileName: csvFileName(codeName, 'funnel'),
    table: {
      columns: [t('insight.step'), ...pages.map((p) => p.name)],
      rows: stepNames(t).map((name, i) => [name, ...pages.map((p) => p.steps[i]?.viewers ?? 0)]),
    },
  };
}

export function variantChart(answer: InsightAnswer, t: TFunction, codeName: string, rtl: boolean): ChartSpec {
  return {
    id: 'variants',
    title: t('insight.chart_variants'),
    kind: 'bar',
    rtl,
    fileName: csvFileName(codeName, 'variants'),
    table: {
      columns: [t('insight.step'), ...answer.variants.map((v) => v.variant)],
      rows: stepNames(t).map((name, i) => [name, ...answer.variants.map((v) => v.steps[i]?.viewers ?? 0)]),
    },
  };
}

export function rankChart(
  board: LeaderboardInsight,
  top: number,
  t: TFunction,
  codeName: string,
  rtl: boolean,
  timezone: string,
): ChartSpec {
  const times = board.rankMovement.times;
  return {
    id: `rank-${board.leaderboardID}`,
    title: t('insight.chart_rank', { top, name: board.name }),
    kind: 'line',
    inverse: true,
    rtl,
    fileName: csvFileName(codeName, `rank-${board.leaderboardID}`),
    table: {
      columns: [t('insight.time'), ...board.rankMovement.series.map((s) => s.key)],
      rows: times.map((ms, i) => [
        i === times.length - 1 ? t('insight.now') : localTime(ms, timezone),
        ...board.rankMovement.series.map((s) => s.ranks[i] ?? null),
      ]),
    },
  };
}
