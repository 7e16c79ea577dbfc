// The error catalogue of visitor spec §8 beyond the vote modals (those are vote/vote-texts.ts): claim
// errors, the scratch-off login modal, the invalid-token message, the mission reward error and the
// unauthorized screen, in the six UI locales. The en_US texts are the spec's where it quotes them.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from './visitor-texts.ts';

/** Texts the spec quotes literally; shown the same in every locale. */
export const ERROR_SPEC_TEXTS = {
  /** The server's text for errorCode 0, shown as it is (visitor spec §8). */
  rewardNotSet: "mission's reward isn't set",
  rewardAlreadyClaimedMessage: 'reward has already been claimed',
  unauthorized: 'unauthorized',
  copyFailed: 'fail to copy: {0}',
  descriptionNotFound: 'not found description',
} as const;

const en_US = {
  claimError: 'Failed to claim the prize.',
  rewardAlreadyClaimed: 'reward has already been claimed.',
  tokenInvalid: 'Your sign-in is not valid. Please sign in 17LIVE again.',
  scratchOffErrorLogin: 'Please sign in 17LIVE first',
  missionRewardError: 'Something went wrong, please refresh the page.',
  networkError: 'Please try again later',
  unauthorizedHint:
    'You may not view this page. Sign in with an account that has access, or ask the organiser.',
} as const;

export type ErrorTextKey = keyof typeof en_US;

export const ERROR_TEXTS: Record<Locale, Record<ErrorTextKey, string>> = {
  zh_TW: {
    claimError: '領取獎勵失敗。',
    rewardAlreadyClaimed: '獎勵已經領取過了。',
    tokenInvalid: '登入資訊無效，請重新登入 17LIVE。',
    scratchOffErrorLogin: '請先登入 17LIVE',
    missionRewardError: '發生錯誤，請重新整理頁面。',
    networkError: '請稍後再試',
    unauthorizedHint: '您沒有瀏覽此頁面的權限。請以有權限的帳號登入，或聯絡活動主辦單位。',
  },
  zh_HK: {
    claimError: '領取獎勵失敗。',
    rewardAlreadyClaimed: '獎勵已經領取過了。',
    tokenInvalid: '登入資料無效，請重新登入 17LIVE。',
    scratchOffErrorLogin: '請先登入 17LIVE',
    missionRewardError: '發生錯誤，請重新整理頁面。',
    networkError: '請稍後再試',
    unauthorizedHint: '你沒有瀏覽此頁面的權限。請以有權限的帳戶登入，或聯絡活動主辦單位。',
  },
  zh_CN: {
    claimError: '领取奖励失败。',
    rewardAlreadyClaimed: '奖励已经领取过了。',
    tokenInvalid: '登录信息无效，请重新登录 17LIVE。',
    scratchOffErrorLogin: '请先登录 17LIVE',
    missionRewardError: '出错了，请刷新页面。',
    networkError: '请稍后重试',
    unauthorizedHint: '您没有查看此页面的权限。请使用有权限的账号登录，或联系活动主办方。',
  },
  ja: {
    claimError: '報酬の受け取りに失敗しました。',
    rewardAlreadyClaimed: '報酬はすでに受け取り済みです。',
    tokenInvalid: 'ログイン情報が無効です。17LIVE に再度ログインしてください。',
    scratchOffErrorLogin: 'まず 17LIVE にログインしてください',
    missionRewardError: 'エラーが発生しました。ページを再読み込みしてください。',
    networkError: 'しばらくしてからもう一度お試しください',
    unauthorizedHint:
      'このページを表示する権限がありません。権限のあるアカウントでログインするか、主催者にお問い合わせください。',
  },
  en_US,
  ar: {
    claimError: 'تعذّر استلام الجائزة.',
    rewardAlreadyClaimed: 'تم استلام الجائزة بالفعل.',
    tokenInvalid: 'الرمز غير صالح. يُرجى تسجيل الدخول إلى 17LIVE مرة أخرى.',
    scratchOffErrorLogin: 'يُرجى تسجيل الدخول إلى 17LIVE أولاً',
    missionRewardError: 'حدث خطأ ما، يُرجى تحديث الصفحة.',
    networkError: 'يُرجى المحاولة لاحقاً',
    unauthorizedHint: 'لا يمكنك عرض هذه الصفحة. سجّل الدخول بحساب لديه صلاحية، أو تواصل مع المنظِّم.',
  },
};

/** The text for a key in a locale, falling back to zh_TW. */
export function errorText(locale: Locale, key: ErrorTextKey, ...values: (string | number)[]): string {
  const template = ERROR_TEXTS[locale]?.[key] ?? ERROR_TEXTS.zh_TW[key];
  return fillTemplate(template, ...values);
}
