import { describe, expect, it } from 'vitest';
import { compareKeys } from './rank-index.ts';

describe('rank key order', () => {
  it('compares keys in UTF-8 byte order, as Redis compares members', () => {
    const alphabet = ['a', 'B', 'z', '0', ':', 'ü', '中', '\uffef', '\ue000', '😀', '𝄞', ''];
    const keys = Array.from({ length: 400 }, (_, i) => {
      let s = '';
      for (let j = 0, n = 1 + (i % 4); j < n; j++) s += alphabet[(i * 7 + j * 13) % alphabet.length];
      return s;
    });
    for (const a of keys)
      for (const b of keys.slice(0, 60))
        expect(Math.sign(compareKeys(a, b)), `${a} vs ${b}`).toBe(
          Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))),
        );
  });
});
