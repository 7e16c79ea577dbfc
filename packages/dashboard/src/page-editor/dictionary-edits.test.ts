import { describe, expect, it } from 'vitest';
import {
  addDictionaryKey,
  dictionaryKeysOf,
  newKeyProblem,
  removeDictionaryKey,
  setDictionaryText,
} from './dictionary-edits.ts';

const dictionaries = { zh_TW: { cup: '盃' }, en_US: { cup: 'Cup', rules: 'Rules' } };

describe('dictionary edits', () => {
  it('lists every key of any locale once, sorted', () => {
    expect(dictionaryKeysOf(dictionaries)).toEqual(['cup', 'rules']);
  });

  it('adds a key as an empty zh_TW text and refuses empty, long, braced or taken keys', () => {
    expect(addDictionaryKey(dictionaries, 'intro').zh_TW).toEqual({ cup: '盃', intro: '' });
    expect(newKeyProblem(dictionaries, '')).toBe('empty');
    expect(newKeyProblem(dictionaries, 'x'.repeat(201))).toBe('tooLong');
    expect(newKeyProblem(dictionaries, 'a}b')).toBe('braces');
    expect(newKeyProblem(dictionaries, 'rules')).toBe('taken');
    expect(newKeyProblem(dictionaries, 'intro')).toBeUndefined();
  });

  it('sets a text per locale and drops an emptied text outside zh_TW', () => {
    expect(setDictionaryText(dictionaries, 'ar', 'cup', 'كأس').ar).toEqual({ cup: 'كأس' });
    expect(setDictionaryText(dictionaries, 'en_US', 'rules', '').en_US).toEqual({ cup: 'Cup' });
    expect(setDictionaryText(dictionaries, 'zh_TW', 'cup', '').zh_TW).toEqual({ cup: '' });
    expect(setDictionaryText({ ja: { a: 'x' } }, 'ja', 'a', '')).toEqual({});
    expect(dictionaries.en_US).toEqual({ cup: 'Cup', rules: 'Rules' });
  });

  it('removes a key from every locale', () => {
    expect(removeDictionaryKey(dictionaries, 'cup')).toEqual({ en_US: { rules: 'Rules' } });
  });
});
