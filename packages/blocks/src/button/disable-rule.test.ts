import { describe, expect, it } from 'vitest';
import { fetcherMethod, fetcherUrl, safeButtonLink } from './button-link.ts';
import { evaluateDisableRule, isButtonDisabled } from './disable-rule.ts';

describe('disableFn rule (block catalogue §4)', () => {
  const data = { state: 1, name: 'ok', done: true, missions: [{ score: 12 }, { score: 3 }], text: '7' };

  it('compares data paths with literals', () => {
    expect(evaluateDisableRule('state === 1', data)).toBe(true);
    expect(evaluateDisableRule('data.state === 0', data)).toBe(false);
    expect(evaluateDisableRule('data.missions[0].score >= 10', data)).toBe(true);
    expect(evaluateDisableRule('missions[1].score > 10', data)).toBe(false);
    expect(evaluateDisableRule("name === 'ok'", data)).toBe(true);
    expect(evaluateDisableRule('name !== "ok"', data)).toBe(false);
    expect(evaluateDisableRule('text == 7', data)).toBe(true);
    expect(evaluateDisableRule('text > 3', data)).toBe(false);
    expect(evaluateDisableRule('missing === null', data)).toBe(false);
  });

  it('counts a bare path only when it is exactly true; ! negates', () => {
    expect(evaluateDisableRule('done', data)).toBe(true);
    expect(evaluateDisableRule('state', data)).toBe(false);
    expect(evaluateDisableRule('!done', data)).toBe(false);
  });

  it('joins clauses with && before ||', () => {
    expect(evaluateDisableRule('state === 0 || done && name === "ok"', data)).toBe(true);
    expect(evaluateDisableRule('state === 1 && done === false', data)).toBe(false);
  });

  it('throws on what does not parse, and never reads the prototype', () => {
    expect(() => evaluateDisableRule('', data)).toThrow();
    expect(() => evaluateDisableRule('data => data.state', data)).toThrow();
    expect(() => evaluateDisableRule('state ===', data)).toThrow();
    expect(() => evaluateDisableRule('alert(1)', data)).toThrow();
    expect(() => evaluateDisableRule('constructor.name === "Object"', data)).toThrow();
    expect(evaluateDisableRule('toString', data)).toBe(false);
  });

  it('decides the button: loading disables, error enables, a throwing rule enables', () => {
    const base = { disabled: false, disableFn: 'state === 1', loading: false, error: false, data };
    expect(isButtonDisabled(base)).toBe(true);
    expect(isButtonDisabled({ ...base, loading: true, data: undefined })).toBe(true);
    expect(isButtonDisabled({ ...base, error: true })).toBe(false);
    expect(isButtonDisabled({ ...base, disableFn: 'state ===' })).toBe(false);
    expect(isButtonDisabled({ ...base, disableFn: 'state === 2' })).toBe(false);
    expect(isButtonDisabled({ ...base, disableFn: '', loading: true })).toBe(false);
    expect(isButtonDisabled({ ...base, disabled: true, disableFn: '' })).toBe(true);
  });
});

describe('button links and fetchers', () => {
  it('opens only in-page paths and http(s) addresses', () => {
    expect(safeButtonLink('/vote')).toBe('/vote');
    expect(safeButtonLink('https://e.test/a')).toBe('https://e.test/a');
    expect(safeButtonLink('javascript:alert(1)')).toBeUndefined();
    expect(safeButtonLink('data:text/html,x')).toBeUndefined();
    expect(safeButtonLink('//evil.test')).toBeUndefined();
    expect(safeButtonLink('  ')).toBeUndefined();
  });

  it('fetches only paths on this server, with {userID} filled in; get/post/put, else get', () => {
    expect(fetcherUrl('/api/v1/public/missions/5/reward?userID={userID}', 'a b')).toBe(
      '/api/v1/public/missions/5/reward?userID=a%20b',
    );
    expect(fetcherUrl('/x?u={userID}', undefined)).toBe('/x?u=');
    expect(fetcherUrl('https://evil.test/steal', 'u')).toBeUndefined();
    expect(fetcherUrl('//evil.test', 'u')).toBeUndefined();
    expect(fetcherMethod('post')).toBe('POST');
    expect(fetcherMethod('PUT')).toBe('PUT');
    expect(fetcherMethod('delete')).toBe('GET');
  });
});
