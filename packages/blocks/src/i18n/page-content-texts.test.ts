// The texts of the timeline, table, video cover, popup modal and embedded-frame blocks in the six locales.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@eventory/domain/locales';
import { FRAME_TEXTS } from '../embedded-frame/frame-texts.ts';
import { POPUP_TEXTS } from '../popup/popup-texts.ts';
import { TABLE_TEXTS } from '../table/table-texts.ts';
import { TIMELINE_TEXTS } from '../timeline/timeline-texts.ts';
import { VIDEO_TEXTS } from '../video/video-texts.ts';

const dictionaries: [string, Record<Locale, Record<string, string>>][] = [
  ['timeline', TIMELINE_TEXTS],
  ['table', TABLE_TEXTS],
  ['video', VIDEO_TEXTS],
  ['popup', POPUP_TEXTS],
  ['frame', FRAME_TEXTS],
];
const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort();

describe.each(dictionaries)('%s texts', (_name, texts) => {
  it('has every key, non-empty and with the same placeholders, in all six locales', () => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(texts[locale]).sort(), locale).toEqual(Object.keys(texts.en_US).sort());
      for (const [key, english] of Object.entries(texts.en_US)) {
        const text = texts[locale][key] ?? '';
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('is translated: no locale but en_US repeats the English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en_US'))
      for (const [key, english] of Object.entries(texts.en_US))
        expect(texts[locale][key], `${locale}.${key}`).not.toBe(english);
  });
});
