// Styling condition rules of the leaderboard rows (visitor spec §3, block spec §5 "Ranking rows"):
// a row takes the first rule, in rank then score-descending order, whose rank it is within (when the rule
// sets one) and whose score it reaches.
import type { CSSProperties } from 'react';

export interface StyleRule {
  /** The row's rank must be at most this (0 or missing: any rank). */
  rank: number;
  /** The row's score must be at least this. */
  score: number;
  color?: string;
  background?: string;
  borderColor?: string;
}

/** Only plain colours (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a name): nothing that could inject CSS. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const colour = (value: unknown): string | undefined =>
  typeof value === 'string' && SAFE_COLOUR.test(value.trim()) ? value.trim() : undefined;

const whole = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The rules from the block's prop: a JSON list (or an already parsed one) of
 * `{rank?, score?, color?, background?, borderColor?}`. Unreadable input gives no rules (logged).
 */
export function parseStyleRules(value: unknown): StyleRule[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      console.warn('Leaderboard style rules are not JSON; ignored.');
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => {
      const rule: StyleRule = { rank: whole(item.rank), score: whole(item.score) };
      const [c, b, bc] = [colour(item.color), colour(item.background), colour(item.borderColor)];
      if (c) rule.color = c;
      if (b) rule.background = b;
      if (bc) rule.borderColor = bc;
      return rule;
    })
    .sort((a, b) => (a.rank || Infinity) - (b.rank || Infinity) || b.score - a.score);
}

/** The first matching rule for a row (already sorted by parseStyleRules). */
export function matchStyleRule(
  rules: readonly StyleRule[],
  row: { rank: number; score: number },
): StyleRule | undefined {
  return rules.find(
    (rule) => (rule.rank <= 0 || (row.rank > 0 && row.rank <= rule.rank)) && row.score >= rule.score,
  );
}

export function styleOf(rule: StyleRule | undefined): CSSProperties | undefined {
  if (!rule) return undefined;
  const style: CSSProperties = {};
  if (rule.color) style.color = rule.color;
  if (rule.background) style.background = rule.background;
  if (rule.borderColor) style.borderColor = rule.borderColor;
  return style;
}
