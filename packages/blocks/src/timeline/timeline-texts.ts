// Texts of the timeline blocks in the six UI locales.
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  timelineLabel: 'Event timeline',
  timelineEmptyEditor: 'Timeline: add Timeline.Item blocks, each with its time.',
  timelineNoTimeEditor: 'Set the time',
} as const;

export type TimelineTextKey = keyof typeof en_US;

export const TIMELINE_TEXTS: Record<Locale, Record<TimelineTextKey, string>> = {
  zh_TW: {
    timelineLabel: '活動時程',
    timelineEmptyEditor: '時間軸：請加入 Timeline.Item，並設定各自的時間。',
    timelineNoTimeEditor: '請設定時間',
  },
  zh_HK: {
    timelineLabel: '活動時間表',
    timelineEmptyEditor: '時間軸：請加入 Timeline.Item，並設定各自的時間。',
    timelineNoTimeEditor: '請設定時間',
  },
  zh_CN: {
    timelineLabel: '活动时间表',
    timelineEmptyEditor: '时间轴：请添加 Timeline.Item，并设置各自的时间。',
    timelineNoTimeEditor: '请设置时间',
  },
  ja: {
    timelineLabel: 'イベントスケジュール',
    timelineEmptyEditor: 'タイムライン：Timeline.Item を追加し、それぞれの時刻を設定してください。',
    timelineNoTimeEditor: '時刻を設定',
  },
  en_US,
  ar: {
    timelineLabel: 'الجدول الزمني للفعالية',
    timelineEmptyEditor: 'الخط الزمني: أضف عناصر Timeline.Item وحدّد وقت كل منها.',
    timelineNoTimeEditor: 'حدّد الوقت',
  },
};

export const timelineText = (locale: Locale, key: TimelineTextKey): string => TIMELINE_TEXTS[locale][key];
