import { describe, expect, it } from 'vitest';
import {
  formatTimeExpression,
  parseTimeExpression,
  resolveTimeReferences,
  timeExpressionSchema,
  type TimeReference,
} from './time-references.ts';

describe('time expressions', () => {
  it('parses a reference with an offset and formats it back', () => {
    const e = parseTimeExpression('leaderboard:12.endTime + 1h');
    expect(e).toEqual({ kind: 'leaderboard', id: 12, field: 'endTime', offset: 1, unit: 'h' });
    expect(formatTimeExpression(e as never)).toBe('leaderboard:12.endTime+1h');
    expect(parseTimeExpression('campaign:10001.startTime+3600')).toMatchObject({ offset: 3600, unit: 's' });
    expect(timeExpressionSchema.parse('vote:4.startTime-30m')).toBe('vote:4.startTime-30m');
  });

  it('refuses text that is not a reference', () => {
    expect(parseTimeExpression('tomorrow')).toHaveProperty('problem');
    expect(parseTimeExpression('mission:1.startTime')).toHaveProperty('problem');
    expect(timeExpressionSchema.safeParse('leaderboard:1.middle').success).toBe(false);
  });
});

describe('resolving the references of a campaign', () => {
  const literals: Record<string, number> = {
    'campaign:1.startTime': 1_000_000,
    'campaign:1.endTime': 2_000_000,
    'leaderboard:2.startTime': 1_000_000,
    'leaderboard:2.endTime': 1_500_000,
  };
  const literal = (key: string) => literals[key];

  it('follows chains: campaign start + 3 d, then that + 1 h', () => {
    const refs: TimeReference[] = [
      { kind: 'leaderboard', id: 2, field: 'startTime', expression: 'campaign:1.startTime+3d' },
      { kind: 'vote', id: 5, field: 'startTime', expression: 'leaderboard:2.startTime+1h' },
    ];
    const out = resolveTimeReferences(refs, literal);
    expect('resolved' in out && Object.fromEntries(out.resolved)).toEqual({
      'leaderboard:2.startTime': 1_000_000 + 3 * 86_400,
      'vote:5.startTime': 1_000_000 + 3 * 86_400 + 3_600,
    });
  });

  it('refuses a cycle, naming it, and an unknown entity', () => {
    const cycle = resolveTimeReferences(
      [
        { kind: 'leaderboard', id: 2, field: 'endTime', expression: 'vote:5.endTime' },
        { kind: 'vote', id: 5, field: 'endTime', expression: 'leaderboard:2.endTime+1h' },
      ],
      literal,
    );
    expect(cycle).toMatchObject({ problem: expect.stringContaining('cycle') });
    const unknown = resolveTimeReferences(
      [{ kind: 'leaderboard', id: 2, field: 'endTime', expression: 'leaderboard:99.endTime' }],
      literal,
    );
    expect(unknown).toMatchObject({ problem: 'leaderboard:99.endTime does not exist in this campaign' });
  });
});
