import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@eventory/domain/locales';
import { catalogue } from './i18n.ts';

// Every area registers its texts when it loads; load them all to check the whole catalogue.
const areas = import.meta.glob('../*/messages.ts', { eager: true });
const MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, catalogue(l)])) as Record<
  Locale,
  ReturnType<typeof catalogue>
>;

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const reference = flatten(MESSAGES.en_US);
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
// Values that are the same in every language: identifiers, not words.
const SAME_EVERYWHERE = new Set(['campaign.id', 'leaderboard.id', 'campaign.url', 'tester.effect']);

describe('dashboard translations (admin spec §1: six locales)', () => {
  it('holds every area that has texts', () => {
    expect(Object.keys(areas).length).toBeGreaterThanOrEqual(22);
    expect(Object.keys(MESSAGES.en_US)).toEqual(
      expect.arrayContaining(['votes', 'page-editor', 'tester-tools']),
    );
  });

  it('covers the six locales of the spec', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has exactly the keys of en_US, none empty`, () => {
      const messages = flatten(MESSAGES[locale]);
      expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, value] of messages) expect(value.trim(), key).not.toBe('');
    });

    it(`${locale} keeps every {{variable}} of en_US`, () => {
      const messages = flatten(MESSAGES[locale]);
      for (const [key, english] of reference)
        expect(variables(messages.get(key) ?? ''), key).toEqual(variables(english));
    });

    if (locale !== 'en_US') {
      it(`${locale} is translated, not an English copy`, () => {
        const messages = flatten(MESSAGES[locale]);
        const copied = [...reference].filter(
          ([key, english]) => !SAME_EVERYWHERE.has(key) && messages.get(key) === english,
        );
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    }
  }
});
