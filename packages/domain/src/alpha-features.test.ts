import { describe, expect, it } from 'vitest';
import { allOff, alphaSwitchInputSchema, alphaSwitchParamsSchema } from './alpha-features.ts';

describe('alpha features', () => {
  it('accepts a known feature in a known environment and refuses anything else', () => {
    expect(alphaSwitchParamsSchema.safeParse({ feature: 'pageVariants', environment: 'uat' }).success).toBe(
      true,
    );
    expect(alphaSwitchParamsSchema.safeParse({ feature: 'teleport', environment: 'uat' }).success).toBe(
      false,
    );
    expect(alphaSwitchParamsSchema.safeParse({ feature: 'pageVariants', environment: 'moon' }).success).toBe(
      false,
    );
  });

  it('needs a boolean switch', () => {
    expect(alphaSwitchInputSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(alphaSwitchInputSchema.parse({ enabled: true })).toEqual({ enabled: true });
  });

  it('starts with every feature off', () => {
    expect(Object.values(allOff()).every((on) => on === false)).toBe(true);
  });
});
