// Page wrapper fonts (visitor spec §2): Japanese gets its own stack, every other locale shares one. Local fonts only.
import type { Locale } from '@eventory/domain/locales';

const JAPANESE =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, "Noto Sans JP", system-ui, sans-serif';
const DEFAULT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang TC", "Microsoft JhengHei", "Noto Sans TC", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';

export const fontStackFor = (locale: Locale): string => (locale === 'ja' ? JAPANESE : DEFAULT);
