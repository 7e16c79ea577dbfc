import { describe, expect, it } from 'vitest';
import { trackerPatchSchema } from './tracker.ts';

describe('tracker schema', () => {
  it('takes tracker patches of known fields only', () => {
    expect(trackerPatchSchema.safeParse({ samplingRate: 0.5 }).success).toBe(true);
    expect(trackerPatchSchema.safeParse({ samplingRate: 2 }).success).toBe(false);
    expect(trackerPatchSchema.safeParse({ events: ['page_enter', 'page_enter'] }).success).toBe(false);
    expect(trackerPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
