import { describe, expect, it } from 'vitest';
import { dictionaryReference, pageText, referencedKey, resolvePageText } from './page-texts.ts';

const texts = {
  zh_TW: { title: '夏日盃', only: '只有中文', blank: '預設' },
  en_US: { title: 'Summer Cup', blank: '' },
  ar: { title: 'كأس الصيف' },
};

describe('page texts (decision 0072)', () => {
  it("reads a key in the viewer's locale", () => {
    expect(resolvePageText('{{title}}', texts, 'en_US')).toBe('Summer Cup');
    expect(resolvePageText('{{title}}', texts, 'ar')).toBe('كأس الصيف');
    expect(resolvePageText('{{title}}', texts, 'zh_TW')).toBe('夏日盃');
  });

  it('falls back to zh_TW, then to the text as written', () => {
    expect(resolvePageText('{{only}}', texts, 'ja')).toBe('只有中文');
    expect(resolvePageText('{{blank}}', texts, 'en_US')).toBe('預設');
    expect(resolvePageText('{{missing}}', texts, 'en_US')).toBe('{{missing}}');
    expect(resolvePageText('{{title}}', {}, 'en_US')).toBe('{{title}}');
  });

  it('replaces every reference inside a longer text and trims the key', () => {
    expect(resolvePageText('Win the {{ title }}! ({{only}}) {x}', texts, 'en_US')).toBe(
      'Win the Summer Cup! (只有中文) {x}',
    );
    expect(resolvePageText('plain text', texts, 'en_US')).toBe('plain text');
  });

  it('writes and reads back a whole-text reference', () => {
    expect(dictionaryReference('title')).toBe('{{title}}');
    expect(referencedKey('{{title}}')).toBe('title');
    expect(referencedKey(' {{title}}')).toBeUndefined();
    expect(referencedKey('Win the {{title}}')).toBeUndefined();
    expect(pageText(texts, 'ja', 'title')).toBe('夏日盃');
  });
});
