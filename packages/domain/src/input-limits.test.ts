import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  isScoreInRange,
  MAX_INPUT_DEPTH,
  MAX_SCORE,
  MAX_TEXT_LENGTH,
  scoreSchema,
  textProblem,
  textSchema,
} from './input-limits.ts';

describe('input limits', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones (emoji)', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('a\ud800')).toMatch(/surrogate/);
    expect(textProblem('\udc00a')).toMatch(/surrogate/);
    expect(textProblem('🏆 gift')).toBeUndefined();
  });

  it('names the field and the reason in a text schema', () => {
    const name = textSchema('name', { trim: true, min: 1, max: 5 });
    expect(name.parse(' ok ')).toBe('ok');
    expect(name.safeParse('x\u0000').error?.issues[0]?.message).toMatch(/^name must not contain a NUL/);
    expect(name.safeParse('toolong').error?.issues[0]?.message).toBe('name is at most 5 characters');
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('name is required');
  });

  it('finds the first unstorable value of a JSON input with its dot path, keys included', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] }, '')).toMatchObject({ field: 'a.0.b' });
    expect(findInputProblem({ meta: { 'k\ud800': 1 } }, '')?.message).toMatch(/^key meta\.k/);
    expect(findInputProblem({ s: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, '')?.message).toMatch(/at most 20000/);
    expect(findInputProblem({ ok: ['fine', 1, true, null, { é: '🏆' }] }, '')).toBeUndefined();
  });

  it('spells the path from the label, long keys cut to 64 characters, a string at the top as the label or body', () => {
    expect(findInputProblem({ x: [0, { y: 'a\u0000' }] }, 'events.3')?.field).toBe('events.3.x.1.y');
    const long = 'k'.repeat(100) + '\ud800';
    expect(findInputProblem({ a: { [long]: 1 } }, '')?.field).toBe(`a.${'k'.repeat(64)}`);
    expect(findInputProblem('\u0000', 'query')?.field).toBe('query');
    expect(findInputProblem('\u0000', '')?.message).toMatch(/^body must not contain a NUL/);
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_INPUT_DEPTH; i++) deep = { d: deep };
    expect(findInputProblem(deep, '')?.field).toBe(Array(MAX_INPUT_DEPTH).fill('d').join('.'));
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem(deep, '')?.message).toMatch(`nested deeper than ${MAX_INPUT_DEPTH}`);
    let fine: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = [fine];
    expect(findInputProblem(fine, '')).toBeUndefined();
  });

  it('keeps scores within ±(2^53 − 1)', () => {
    expect(MAX_SCORE).toBe(2 ** 53 - 1);
    expect(isScoreInRange(MAX_SCORE)).toBe(true);
    expect(isScoreInRange(-MAX_SCORE)).toBe(true);
    expect(isScoreInRange(MAX_SCORE + 2)).toBe(false);
    expect(isScoreInRange(Number.POSITIVE_INFINITY)).toBe(false);
    expect(scoreSchema('Point').safeParse(1e308).error?.issues[0]?.message).toBe(
      'Point must be at most 9007199254740991',
    );
  });
});
