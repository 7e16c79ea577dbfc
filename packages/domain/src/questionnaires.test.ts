import { describe, expect, it } from 'vitest';
import { questionInputSchema } from './questionnaires.ts';

describe('question schema', () => {
  it('needs 2 options for select and sort questions and none for text', () => {
    const base = { title: { en_US: 'Q' } };
    expect(questionInputSchema.safeParse({ ...base, type: 'Sort', options: [{ en_US: 'a' }] }).success).toBe(
      false,
    );
    expect(
      questionInputSchema.safeParse({ ...base, type: 'Sort', options: [{ en_US: 'a' }, { ja: 'b' }] })
        .success,
    ).toBe(true);
    expect(questionInputSchema.safeParse({ ...base, type: 'Text', options: [{ en_US: 'a' }] }).success).toBe(
      false,
    );
    expect(questionInputSchema.safeParse({ ...base, type: 'Text' }).success).toBe(true);
  });
});
