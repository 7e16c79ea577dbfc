import { describe, expect, it } from 'vitest';
import { byLocaleOrder, cleanTranslationKey, translationSaveSchema } from './translations.ts';

describe('translation save (admin spec §5)', () => {
  it('drops empty values', () => {
    expect(
      cleanTranslationKey({
        key: 'title',
        translations: [
          { locale: 'zh_TW', value: '標題' },
          { locale: 'en_US', value: '  ' },
          { locale: 'ja', value: '' },
        ],
      }),
    ).toEqual({ key: 'title', translations: [{ locale: 'zh_TW', value: '標題' }] });
  });
  it('drops a key left without values', () => {
    expect(cleanTranslationKey({ key: 'title', translations: [{ locale: 'en_US', value: '' }] })).toBe(
      undefined,
    );
    expect(cleanTranslationKey({ key: 'title', translations: [] })).toBe(undefined);
  });
  it('normalises locales and trims keys', () => {
    const parsed = translationSaveSchema.parse({
      keys: [{ key: ' title ', translations: [{ locale: 'en-us', value: 'Title' }] }],
    });
    expect(parsed.keys).toEqual([{ key: 'title', translations: [{ locale: 'en_US', value: 'Title' }] }]);
  });
  it('refuses an unknown locale, a locale given twice and a key given twice, naming the place', () => {
    const unknown = translationSaveSchema.safeParse({
      keys: [{ key: 'a', translations: [{ locale: 'xx', value: 'A' }] }],
    });
    expect(unknown.error?.issues[0]?.path).toEqual(['keys', 0, 'translations', 0, 'locale']);
    const twiceLocale = translationSaveSchema.safeParse({
      keys: [
        {
          key: 'a',
          translations: [
            { locale: 'ja', value: 'A' },
            { locale: 'ja', value: 'B' },
          ],
        },
      ],
    });
    expect(twiceLocale.error?.issues[0]?.path).toEqual(['keys', 0, 'translations', 1, 'locale']);
    const twiceKey = translationSaveSchema.safeParse({
      keys: [
        { key: 'a', translations: [] },
        { key: 'a ', translations: [] },
      ],
    });
    expect(twiceKey.error?.issues[0]?.path).toEqual(['keys', 1, 'key']);
  });
  it('orders values as the locale list does', () => {
    expect(
      [
        { locale: 'ar' as const, value: '1' },
        { locale: 'zh_TW' as const, value: '2' },
      ].sort(byLocaleOrder)[0]?.locale,
    ).toBe('zh_TW');
  });
});
