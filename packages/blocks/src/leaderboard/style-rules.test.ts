import { describe, expect, it, vi } from 'vitest';
import { matchStyleRule, parseStyleRules, styleOf } from './style-rules.ts';

describe('styling condition rules', () => {
  const rules = parseStyleRules(
    JSON.stringify([
      { score: 1000, color: '#f00' },
      { rank: 3, score: 0, background: 'gold' },
      { rank: 1, score: 500, background: '#ffd700', borderColor: 'rgb(1,2,3)' },
    ]),
  );

  it('takes the first rule by rank then score: within its rank (if set) and at least its score', () => {
    expect(matchStyleRule(rules, { rank: 1, score: 600 })?.background).toBe('#ffd700');
    expect(matchStyleRule(rules, { rank: 1, score: 100 })?.background).toBe('gold');
    expect(matchStyleRule(rules, { rank: 3, score: 0 })?.background).toBe('gold');
    expect(matchStyleRule(rules, { rank: 4, score: 1000 })?.color).toBe('#f00');
    expect(matchStyleRule(rules, { rank: 4, score: 999 })).toBeUndefined();
    expect(matchStyleRule(rules, { rank: 0, score: 10 })).toBeUndefined();
  });

  it('keeps only plain colours and ignores unreadable input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [rule] = parseStyleRules([{ color: 'red;background:url(x)', background: '#abc' }]);
    expect(styleOf(rule)).toEqual({ background: '#abc' });
    expect(parseStyleRules('{oops')).toEqual([]);
    expect(parseStyleRules('')).toEqual([]);
    expect(parseStyleRules({ rank: 1 })).toEqual([]);
  });
});
