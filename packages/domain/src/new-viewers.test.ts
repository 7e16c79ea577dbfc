import { describe, expect, it } from 'vitest';
import { isNewViewer, newAccountSince, newViewerRuleSchema } from './new-viewers.ts';

const DAY = 86_400;
const now = 1_800_000_000;

describe('new viewers', () => {
  it('counts an account as new while it is at most atMost whole days old', () => {
    const rule = { basis: 'accountAge', atMost: 7 } as const;
    expect(isNewViewer(rule, { registeredAt: now - 7 * DAY - (DAY - 1) }, now)).toBe(true);
    expect(isNewViewer(rule, { registeredAt: now - 8 * DAY }, now)).toBe(false);
    expect(isNewViewer(rule, {}, now)).toBeUndefined();
  });

  it('agrees with the SQL cut-off', () => {
    const since = newAccountSince(7, now);
    const rule = { basis: 'accountAge', atMost: 7 } as const;
    expect(isNewViewer(rule, { registeredAt: since }, now)).toBe(true);
    expect(isNewViewer(rule, { registeredAt: since - 1 }, now)).toBe(false);
  });

  it('counts a viewer as new while the level is at most atMost', () => {
    const rule = { basis: 'level', atMost: 3 } as const;
    expect(isNewViewer(rule, { level: 3 }, now)).toBe(true);
    expect(isNewViewer(rule, { level: 4 }, now)).toBe(false);
    expect(isNewViewer(rule, { registeredAt: now }, now)).toBeUndefined();
  });

  it('refuses an unknown basis, a fraction and a bound past the basis maximum, naming the field', () => {
    expect(newViewerRuleSchema.safeParse({ basis: 'mood', atMost: 1 }).success).toBe(false);
    expect(newViewerRuleSchema.safeParse({ basis: 'level', atMost: 1.5 }).success).toBe(false);
    const tooOld = newViewerRuleSchema.safeParse({ basis: 'accountAge', atMost: 99_999 });
    expect(tooOld.success).toBe(false);
    expect(tooOld.error?.issues[0]?.path).toEqual(['atMost']);
  });
});
