// Texts of the schedule cycle and period items (editor mode only) in the six UI locales.
import type { Locale } from '@eventory/domain/locales';
import { fillTemplate } from '../i18n/visitor-texts.ts';

const en_US = {
  scheduleCycleEditor: 'Shown each {0} from {1} to {2}',
  schedulePeriodEditor: 'Shown from {0} to {1}',
  scheduleOpenStart: 'any time',
  scheduleOpenEnd: 'no end',
  scheduleHiddenNow: 'hidden right now',
  scheduleShownNow: 'shown right now',
  everyWeek: 'week (day 0 = Sunday)',
  everyDay: 'day (hour)',
  everyHour: 'hour (minute)',
  everyMinute: 'minute (second)',
} as const;

export type ScheduleTextKey = keyof typeof en_US;

export const SCHEDULE_TEXTS: Record<Locale, Record<ScheduleTextKey, string>> = {
  zh_TW: {
    scheduleCycleEditor: '每{0}的 {1} 到 {2} 顯示',
    schedulePeriodEditor: '{0} 到 {1} 顯示',
    scheduleOpenStart: '任何時間',
    scheduleOpenEnd: '不結束',
    scheduleHiddenNow: '目前隱藏',
    scheduleShownNow: '目前顯示',
    everyWeek: '週（第 0 天 = 星期日）',
    everyDay: '天（小時）',
    everyHour: '小時（分鐘）',
    everyMinute: '分鐘（秒）',
  },
  zh_HK: {
    scheduleCycleEditor: '每{0}的 {1} 至 {2} 顯示',
    schedulePeriodEditor: '{0} 至 {1} 顯示',
    scheduleOpenStart: '任何時間',
    scheduleOpenEnd: '不結束',
    scheduleHiddenNow: '目前隱藏',
    scheduleShownNow: '目前顯示',
    everyWeek: '星期（第 0 日 = 星期日）',
    everyDay: '日（小時）',
    everyHour: '小時（分鐘）',
    everyMinute: '分鐘（秒）',
  },
  zh_CN: {
    scheduleCycleEditor: '每{0}的 {1} 到 {2} 显示',
    schedulePeriodEditor: '{0} 到 {1} 显示',
    scheduleOpenStart: '任何时间',
    scheduleOpenEnd: '不结束',
    scheduleHiddenNow: '当前隐藏',
    scheduleShownNow: '当前显示',
    everyWeek: '周（第 0 天 = 星期日）',
    everyDay: '天（小时）',
    everyHour: '小时（分钟）',
    everyMinute: '分钟（秒）',
  },
  ja: {
    scheduleCycleEditor: '毎{0}の {1} から {2} まで表示',
    schedulePeriodEditor: '{0} から {1} まで表示',
    scheduleOpenStart: 'いつでも',
    scheduleOpenEnd: '終了なし',
    scheduleHiddenNow: '現在は非表示',
    scheduleShownNow: '現在は表示中',
    everyWeek: '週（0 日目 = 日曜日）',
    everyDay: '日（時）',
    everyHour: '時（分）',
    everyMinute: '分（秒）',
  },
  en_US,
  ar: {
    scheduleCycleEditor: 'يظهر كل {0} من {1} إلى {2}',
    schedulePeriodEditor: 'يظهر من {0} إلى {1}',
    scheduleOpenStart: 'أي وقت',
    scheduleOpenEnd: 'بلا نهاية',
    scheduleHiddenNow: 'مخفي الآن',
    scheduleShownNow: 'ظاهر الآن',
    everyWeek: 'أسبوع (اليوم 0 = الأحد)',
    everyDay: 'يوم (ساعة)',
    everyHour: 'ساعة (دقيقة)',
    everyMinute: 'دقيقة (ثانية)',
  },
};

export function scheduleText(locale: Locale, key: ScheduleTextKey, ...values: (string | number)[]): string {
  return fillTemplate(SCHEDULE_TEXTS[locale]?.[key] ?? SCHEDULE_TEXTS.zh_TW[key], ...values);
}
