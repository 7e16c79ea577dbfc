import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { REGISTRATION_TEXTS, registrationText, type RegistrationTextKey } from './registration-texts.ts';

describe('registration texts', () => {
  it('has every key, non-empty, in all six locales, with the same placeholders', () => {
    const keys = Object.keys(REGISTRATION_TEXTS.zh_TW).sort();
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
    expect(Object.keys(REGISTRATION_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(REGISTRATION_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys as RegistrationTextKey[]) {
        expect(REGISTRATION_TEXTS[locale][key].trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(REGISTRATION_TEXTS[locale][key]), `${locale}.${key}`).toEqual(
          placeholders(REGISTRATION_TEXTS.zh_TW[key]),
        );
      }
    }
  });

  it("keeps the spec's zh_TW words", () => {
    const t = (key: RegistrationTextKey) => registrationText('zh_TW', key);
    expect(
      [
        'registrationSubmit',
        'registrationPanelTitle',
        'registrationProcessing',
        'registrationVerified',
        'registrationIncomplete',
        'registrationLoginRequired',
        'registrationFailed',
        'registrationSuccess',
        'registrationConfirm',
        'registrationDialogTitle',
        'registrationConfirmButton',
      ].map((k) => t(k as RegistrationTextKey)),
    ).toEqual([
      '送出',
      '報名狀態',
      '審核中...',
      '審核通過',
      '*選項未完成',
      '請登入 17 進行報名作業',
      '報名失敗, 請聯絡相關人員',
      '報名成功',
      '確認報名後將無法修改參賽項目，您是否確認報名？',
      '提示',
      '確認',
    ]);
    expect(registrationText('en_US', 'registrationChosen', 2, 3)).toBe('2 of 3 chosen');
  });
});
