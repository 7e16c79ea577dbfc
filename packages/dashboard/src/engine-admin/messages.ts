// Dashboard texts of the engine-admin screens in the six locales; merged into the i18next catalogue under
// the 'engine-admin' namespace key by i18n/i18n.ts (kept in their own file so each area owns its texts).
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  title: 'Containers and rules',
};

type Texts = { [K in keyof typeof en_US]: string };

export const ENGINE_ADMIN_MESSAGES: Record<Locale, Texts> = {
  zh_TW: { title: '容器與規則' },
  zh_HK: { title: '容器與規則' },
  zh_CN: { title: '容器与规则' },
  ja: { title: 'コンテナとルール' },
  en_US,
  ar: { title: 'الحاويات والقواعد' },
};
