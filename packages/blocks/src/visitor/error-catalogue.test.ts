import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eventory/domain/locales';
import { ERROR_TEXTS } from '../i18n/error-texts.ts';
import {
  authGuardNotice,
  catalogueText,
  claimFailureNotice,
  copyFailedText,
  ERROR_CATALOGUE_KEYS,
  noticeText,
} from './error-catalogue.ts';

describe('the error catalogue of visitor spec §8', () => {
  it('says every entry in all six locales', () => {
    for (const locale of LOCALES)
      for (const key of ERROR_CATALOGUE_KEYS)
        expect(catalogueText(locale, key, 'ann').trim(), `${locale} ${key}`).not.toBe('');
    const keys = Object.keys(ERROR_TEXTS.en_US).sort();
    for (const locale of LOCALES) expect(Object.keys(ERROR_TEXTS[locale]).sort(), locale).toEqual(keys);
  });

  it('uses the spec’s English texts', () => {
    const en = (key: (typeof ERROR_CATALOGUE_KEYS)[number], ...values: string[]) =>
      catalogueText('en_US', key, ...values);
    expect(en('modal.notification')).toBe('Notification');
    expect(en('modal.ok')).toBe('OK');
    expect(en('modal.notInPeriod')).toBe('Not in period');
    expect(en('modal.tokenExpired')).toBe('Your access has expired. Please close the page and try again.');
    expect(en('scratchOffErrorLogin')).toBe('Please sign in 17LIVE first');
    expect(en('modal.voteErrorLogin')).toBe('Please sign in 17LIVE first');
    expect(en('modal.voteErrorQuota')).toBe('You already completed all the votes today.');
    expect(en('modal.voteSuccess', 'ann')).toBe('Your vote for ann is successful!');
    expect(en('modal.voteConstraintError')).toBe('Your are not qualified for this vote event.');
    expect(en('modal.networkError')).toBe('Please try again later');
    expect(en('modal.claimError')).toBe('Failed to claim the prize.');
    expect(en('mission.rewardError')).toBe('Something went wrong, please refresh the page.');
  });

  it('has the token-invalid message in Arabic (and the other locales)', () => {
    expect(catalogueText('ar', 'modal.tokenInvalid')).toMatch(/الرمز غير صالح/);
  });

  it('maps claim errors: code 0 shows the server text, 7 the translated already-claimed, else the claim error', () => {
    expect(
      noticeText(
        'ja',
        claimFailureNotice({ status: 404, errorCode: '0', errorMessage: "mission's reward isn't set" }),
      ),
    ).toBe("mission's reward isn't set");
    expect(
      noticeText(
        'zh_TW',
        claimFailureNotice({ status: 409, errorCode: 7, errorMessage: 'reward has already been claimed' }),
      ),
    ).toBe('獎勵已經領取過了。');
    expect(noticeText('en_US', claimFailureNotice({ status: 409, errorCode: 'GOAL_NOT_REACHED' }))).toBe(
      'Failed to claim the prize.',
    );
    expect(noticeText('en_US', claimFailureNotice({ status: 0 }))).toBe('Failed to claim the prize.');
  });

  it('maps the auth guard codes and the copy failure', () => {
    expect(authGuardNotice('EXPIRED')).toEqual({ key: 'modal.tokenExpired' });
    expect(authGuardNotice('INVALID')).toEqual({ key: 'modal.tokenInvalid' });
    expect(copyFailedText(new Error('denied'))).toBe('fail to copy: denied');
  });
});
