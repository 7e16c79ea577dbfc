// Visitor spec §8 as one catalogue: the spec's translation keys, what each says in a locale, and which
// entry a failed call shows. Vote modal texts live in vote/vote-texts.ts; the rest in i18n/error-texts.ts.
import type { Locale } from '@eventory/domain/locales';
import { ERROR_SPEC_TEXTS, errorText } from '../i18n/error-texts.ts';
import { fillTemplate, visitorText } from '../i18n/visitor-texts.ts';
import { voteText } from '../vote/vote-texts.ts';

/** Every entry of the catalogue by the spec's key (modal.voteSuccess1 + openID + modal.voteSuccess2 is one). */
export const ERROR_CATALOGUE_KEYS = [
  'modal.notification',
  'modal.ok',
  'modal.tokenExpired',
  'modal.tokenInvalid',
  'modal.notInPeriod',
  'modal.voteErrorQuota',
  'modal.voteConstraintError',
  'modal.voteErrorLogin',
  'modal.voteError',
  'modal.voteSuccess',
  'modal.networkError',
  'modal.claimError',
  'modal.rewardAlreadyClaimed',
  'scratchOffErrorLogin',
  'mission.rewardError',
] as const;
export type ErrorCatalogueKey = (typeof ERROR_CATALOGUE_KEYS)[number];

/** A catalogue entry, or a text to show as it is (the server's own errorMessage). */
export type Notice = { key: ErrorCatalogueKey; values?: (string | number)[] } | { text: string };

export function catalogueText(
  locale: Locale,
  key: ErrorCatalogueKey,
  ...values: (string | number)[]
): string {
  switch (key) {
    case 'modal.notification':
      return visitorText(locale, 'modalNotification');
    case 'modal.ok':
      return visitorText(locale, 'modalOk');
    case 'modal.tokenExpired':
      return visitorText(locale, 'modalTokenExpired');
    case 'modal.tokenInvalid':
      return errorText(locale, 'tokenInvalid');
    case 'modal.notInPeriod':
      return voteText(locale, 'notInPeriod');
    case 'modal.voteErrorQuota':
      return voteText(locale, 'voteErrorQuota');
    case 'modal.voteConstraintError':
      return voteText(locale, 'voteConstraintError');
    case 'modal.voteErrorLogin':
      return voteText(locale, 'voteErrorLogin');
    case 'modal.voteError':
      return voteText(locale, 'voteError');
    case 'modal.voteSuccess':
      return voteText(locale, 'voteSuccess', ...values);
    case 'modal.networkError':
      return errorText(locale, 'networkError');
    case 'modal.claimError':
      return errorText(locale, 'claimError');
    case 'modal.rewardAlreadyClaimed':
      return errorText(locale, 'rewardAlreadyClaimed');
    case 'scratchOffErrorLogin':
      return errorText(locale, 'scratchOffErrorLogin');
    case 'mission.rewardError':
      return errorText(locale, 'missionRewardError');
  }
}

export const noticeText = (locale: Locale, notice: Notice): string =>
  'text' in notice ? notice.text : catalogueText(locale, notice.key, ...(notice.values ?? []));

export interface ClaimFailure {
  /** HTTP status; 0 when nothing answered. */
  status: number;
  errorCode?: string | number;
  errorMessage?: string;
}

/**
 * Visitor spec §8 claim errors: code 0 "mission's reward isn't set" shows that text; code 7 "reward has
 * already been claimed" the translated already-claimed message; anything else the translated claim error.
 */
export function claimFailureNotice(failure: ClaimFailure): Notice {
  const code = String(failure.errorCode ?? '');
  if (code === '0' && failure.errorMessage === ERROR_SPEC_TEXTS.rewardNotSet)
    return { text: ERROR_SPEC_TEXTS.rewardNotSet };
  if (code === '7') return { key: 'modal.rewardAlreadyClaimed' };
  return { key: 'modal.claimError' };
}

/** Auth guard codes (visitor spec §8): INVALID → 'invalid token', EXPIRED → 'expired token'. */
export const authGuardNotice = (code: 'INVALID' | 'EXPIRED'): Notice =>
  code === 'EXPIRED' ? { key: 'modal.tokenExpired' } : { key: 'modal.tokenInvalid' };

/** The copy tool's failure alert: 'fail to copy: {error}'. */
export const copyFailedText = (error: unknown): string =>
  fillTemplate(ERROR_SPEC_TEXTS.copyFailed, error instanceof Error ? error.message : String(error));
