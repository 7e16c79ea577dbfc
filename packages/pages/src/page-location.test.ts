import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, codeNameFromPath } from './page-location.ts';

describe('codeNameFromPath', () => {
  it('reads the code name from /event/{codeName}', () => {
    expect(codeNameFromPath('/event/summer-battle')).toBe('summer-battle');
  });

  it('reads it with sub paths after it', () => {
    expect(codeNameFromPath('/event/summer-battle/daily/mission-dialog/12')).toBe('summer-battle');
  });

  it('reads it from /p-campaign/{codeName}', () => {
    expect(codeNameFromPath('/p-campaign/winter_2025/')).toBe('winter_2025');
  });

  it('decodes escaped characters', () => {
    expect(codeNameFromPath('/event/%E5%A4%8F')).toBe('夏');
  });

  it('finds nothing on other paths', () => {
    expect(codeNameFromPath('/')).toBeUndefined();
    expect(codeNameFromPath('/event/')).toBeUndefined();
    expect(codeNameFromPath('/event-assets/index.html')).toBeUndefined();
    expect(codeNameFromPath('/event/%E0%A4%A')).toBeUndefined();
  });
});

describe('applyDocumentLocale', () => {
  it('sets dir rtl and lang ar for ar', () => {
    const root = { lang: '', dir: '' };
    applyDocumentLocale(root, 'ar');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('sets dir ltr and a BCP 47 lang for the others', () => {
    const root = { lang: '', dir: '' };
    applyDocumentLocale(root, 'zh_TW');
    expect(root).toEqual({ lang: 'zh-TW', dir: 'ltr' });
  });
});
