// Rules on what a block shows that one prop's kind and bounds cannot say (issue 30 §2.4, decision 0125),
// written once for the page editor's problems and the server's save (`block-validation.ts`) and read by the
// Countdown block itself: a countdown's text must hold the placeholders of the clock it shows, and a
// countdown outside a daily leaderboard needs an end time (inside one, the active day's end is its end), and a
// rank range (minRank..maxRank, maxRank 0 = no limit) must not start past its end.
// Zod-free: the event page imports it.
import type { BlueprintNode } from './blueprint.ts';
import { numberProp, readUnixSeconds, stringProp } from './prop-values.ts';

/** Block catalogue §4: the two-digit countdown shows days apart; the surprise variant has no day unit. */
export type CountdownVariantName = 'twoDigit' | 'surprise';

/** The placeholders a countdown's text must hold: '{0}' the days (two-digit only), '{2}' the clock. */
export function countdownPlaceholders(variant: CountdownVariantName): readonly string[] {
  return variant === 'surprise' ? ['{2}'] : ['{0}', '{2}'];
}

/**
 * Whether the author's countdown text hides part of the clock: a text (non-blank; blank means the locale's
 * own, which holds them all) that lacks a placeholder its variant fills.
 */
export function countdownTextHidesClock(text: string, variant: CountdownVariantName): boolean {
  const own = text.trim();
  return own !== '' && countdownPlaceholders(variant).some((placeholder) => !own.includes(placeholder));
}

export type ContentProblem =
  /** The text prop lacks `placeholders`, so the block hides what they show. */
  | { kind: 'textHidesClock'; prop: 'text'; placeholders: readonly string[] }
  /** The prop must be set here (a countdown's end outside a daily leaderboard). */
  | { kind: 'propMissing'; prop: string }
  /** The range starts (`prop`) past its end (`upper`), so it holds nothing. */
  | { kind: 'rangeReversed'; prop: string; upper: string };

/** Block catalogue §5: "Streamers are filtered to the minRank..maxRank range"; maxRank 0 = no limit. */
function rankRangeProblems(props: Readonly<Record<string, unknown>>): ContentProblem[] {
  const min = numberProp(props.minRank, 0);
  const max = numberProp(props.maxRank, 0);
  return max > 0 && min > max ? [{ kind: 'rangeReversed', prop: 'minRank', upper: 'maxRank' }] : [];
}

/** The blocks with a rank range (block catalogue §3). */
const RANKED_BLOCKS: readonly string[] = ['Leaderboard', 'DailyLeaderboard', 'FlexLeaderboard', 'Board'];

/** The blocks whose active day's period replaces a countdown's own (visitor spec §2 "daily container"). */
export const DAILY_CONTAINERS: readonly string[] = ['DailyLeaderboard'];

/** Every content rule the block breaks; `inDaily`: the block sits (at any depth) in a daily container. */
export function contentProblems(node: BlueprintNode, inDaily: boolean): ContentProblem[] {
  const props = node.props ?? {};
  if (RANKED_BLOCKS.includes(node.type)) return rankRangeProblems(props);
  if (node.type !== 'Countdown') return [];
  const variant: CountdownVariantName = props.variant === 'surprise' ? 'surprise' : 'twoDigit';
  const problems: ContentProblem[] = [];
  if (countdownTextHidesClock(stringProp(props.text), variant))
    problems.push({ kind: 'textHidesClock', prop: 'text', placeholders: countdownPlaceholders(variant) });
  // A value that does not read as a time is the field check's problem, not this one.
  const end = props.endTime === undefined ? 0 : readUnixSeconds(props.endTime);
  if (!inDaily && end === 0) problems.push({ kind: 'propMissing', prop: 'endTime' });
  return problems;
}

/** A content problem in the server's English words. */
export function describeContentProblem(problem: ContentProblem): string {
  switch (problem.kind) {
    case 'textHidesClock':
      return `text must hold ${problem.placeholders.map((p) => `${p} (${p === '{0}' ? 'days' : 'the clock'})`).join(' and ')}`;
    case 'propMissing':
      return `${problem.prop} must be set outside a daily leaderboard`;
    case 'rangeReversed':
      return `${problem.prop} must not be above ${problem.upper} (0 = no limit)`;
  }
}
