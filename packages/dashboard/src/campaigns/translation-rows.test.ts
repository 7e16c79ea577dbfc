import { describe, expect, it } from 'vitest';
import { emptyValues, rowsOf, saveBodyOf } from './translation-rows.ts';

describe('translation save (admin spec §5)', () => {
  it('drops empty values and keys that have no values', () => {
    const rows = [
      { key: 'title', values: { ...emptyValues(), en_US: 'Summer', ja: '  ', ar: 'صيف' }, stored: true },
      { key: 'unused', values: emptyValues(), stored: false },
    ];
    expect(saveBodyOf(rows)).toEqual({
      keys: [
        {
          key: 'title',
          translations: [
            { locale: 'en_US', value: 'Summer' },
            { locale: 'ar', value: 'صيف' },
          ],
        },
      ],
    });
  });

  it('reads one value per locale, blank where none is stored', () => {
    const [row] = rowsOf([{ key: 'title', translations: [{ locale: 'ja', value: '夏' }] }]);
    expect(row?.values).toEqual({ zh_TW: '', zh_HK: '', zh_CN: '', ja: '夏', en_US: '', ar: '' });
    expect(row?.stored).toBe(true);
  });
});
