// Texts of the custom-CSS div (editor mode only: what of the author's CSS was refused and why) in six locales.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import type { CssRefusalReason } from './scoped-css.ts';

const en_US = {
  customCssEmptyEditor: 'Custom CSS box: add blocks inside and style them with the CSS field.',
  customCssRefused: 'Parts of the CSS were refused and are not applied ({0}):',
  tooLong: 'the CSS is too long',
  import: '@import is not allowed',
  atRule: 'only @media, @supports, @container and @keyframes are allowed',
  globalSelector: 'html, body, :root and :host style the whole page',
  escapingSelector: 'the selector reaches outside the block',
  foreignUrl: 'url() must point to this site',
  fixedPosition: 'position: fixed is not allowed',
  forbidden: 'not allowed in CSS',
  escapeSequence: 'backslash escapes in names are not allowed',
  nestedRule: 'nested rules are not allowed',
  unparsed: 'not readable as CSS',
} as const satisfies Record<CssRefusalReason | 'customCssEmptyEditor' | 'customCssRefused', string>;

export type CustomCssTextKey = keyof typeof en_US;

export const CUSTOM_CSS_TEXTS: Record<Locale, Record<CustomCssTextKey, string>> = {
  zh_TW: {
    customCssEmptyEditor: '自訂 CSS 區塊：請在裡面加入區塊，並用 CSS 欄位設定樣式。',
    customCssRefused: '部分 CSS 被拒絕，不會套用（{0}）：',
    tooLong: 'CSS 太長',
    import: '不允許 @import',
    atRule: '只允許 @media、@supports、@container 和 @keyframes',
    globalSelector: 'html、body、:root 和 :host 會影響整個頁面',
    escapingSelector: '選擇器超出了區塊範圍',
    foreignUrl: 'url() 必須指向本站',
    fixedPosition: '不允許 position: fixed',
    forbidden: 'CSS 中不允許使用',
    escapeSequence: '名稱中不允許反斜線跳脫',
    nestedRule: '不允許巢狀規則',
    unparsed: '無法解讀為 CSS',
  },
  zh_HK: {
    customCssEmptyEditor: '自訂 CSS 區塊：請在裡面加入區塊，並用 CSS 欄位設定樣式。',
    customCssRefused: '部分 CSS 被拒絕，不會套用（{0}）：',
    tooLong: 'CSS 太長',
    import: '不允許 @import',
    atRule: '只允許 @media、@supports、@container 和 @keyframes',
    globalSelector: 'html、body、:root 和 :host 會影響整個頁面',
    escapingSelector: '選擇器超出了區塊範圍',
    foreignUrl: 'url() 必須指向本網站',
    fixedPosition: '不允許 position: fixed',
    forbidden: 'CSS 中不允許使用',
    escapeSequence: '名稱中不允許反斜線跳脫',
    nestedRule: '不允許巢狀規則',
    unparsed: '無法解讀為 CSS',
  },
  zh_CN: {
    customCssEmptyEditor: '自定义 CSS 区块：请在里面加入区块，并用 CSS 字段设置样式。',
    customCssRefused: '部分 CSS 被拒绝，不会应用（{0}）：',
    tooLong: 'CSS 太长',
    import: '不允许 @import',
    atRule: '只允许 @media、@supports、@container 和 @keyframes',
    globalSelector: 'html、body、:root 和 :host 会影响整个页面',
    escapingSelector: '选择器超出了区块范围',
    foreignUrl: 'url() 必须指向本站',
    fixedPosition: '不允许 position: fixed',
    forbidden: 'CSS 中不允许使用',
    escapeSequence: '名称中不允许反斜杠转义',
    nestedRule: '不允许嵌套规则',
    unparsed: '无法解析为 CSS',
  },
  ja: {
    customCssEmptyEditor: 'カスタム CSS ボックス：中にブロックを追加し、CSS 欄でスタイルを設定します。',
    customCssRefused: 'CSS の一部は拒否され、適用されません（{0}）：',
    tooLong: 'CSS が長すぎます',
    import: '@import は使えません',
    atRule: '使えるのは @media、@supports、@container、@keyframes だけです',
    globalSelector: 'html、body、:root、:host はページ全体に効きます',
    escapingSelector: 'セレクターがブロックの外に届きます',
    foreignUrl: 'url() はこのサイトを指す必要があります',
    fixedPosition: 'position: fixed は使えません',
    forbidden: 'CSS では使えません',
    escapeSequence: '名前のバックスラッシュエスケープは使えません',
    nestedRule: '入れ子のルールは使えません',
    unparsed: 'CSS として読めません',
  },
  en_US,
  ar: {
    customCssEmptyEditor: 'مربع CSS مخصص: أضف كتلًا بداخله ونسّقها بحقل CSS.',
    customCssRefused: 'رُفضت أجزاء من CSS ولن تُطبّق ({0}):',
    tooLong: 'CSS طويل جدًا',
    import: '@import غير مسموح',
    atRule: 'المسموح فقط @media و@supports و@container و@keyframes',
    globalSelector: 'html وbody و:root و:host تنسّق الصفحة كلها',
    escapingSelector: 'المحدِّد يصل إلى خارج الكتلة',
    foreignUrl: 'يجب أن يشير url() إلى هذا الموقع',
    fixedPosition: 'position: fixed غير مسموح',
    forbidden: 'غير مسموح في CSS',
    escapeSequence: 'الهروب بالشرطة المائلة العكسية في الأسماء غير مسموح',
    nestedRule: 'القواعد المتداخلة غير مسموحة',
    unparsed: 'لا يمكن قراءته كـ CSS',
  },
};

export function customCssText(locale: Locale, key: CustomCssTextKey, ...values: (string | number)[]): string {
  return fillTemplate(CUSTOM_CSS_TEXTS[locale]?.[key] ?? CUSTOM_CSS_TEXTS.zh_TW[key], ...values);
}
