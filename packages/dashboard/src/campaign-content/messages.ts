// Dashboard texts of the campaign-content screens in the six locales; merged into the i18next catalogue under
// the 'campaign-content' namespace key by i18n/i18n.ts (kept in their own file so each area owns its texts).
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  title: 'Missions, questionnaires and prizes',
};

type Texts = { [K in keyof typeof en_US]: string };

export const CAMPAIGN_CONTENT_MESSAGES: Record<Locale, Texts> = {
  zh_TW: { title: '任務、問卷與獎品' },
  zh_HK: { title: '任務、問卷與獎品' },
  zh_CN: { title: '任务、问卷与奖品' },
  ja: { title: 'ミッション・アンケート・賞品' },
  en_US,
  ar: { title: 'المهام والاستبيانات والجوائز' },
};
