// Texts of the video cover block in the six UI locales.
import type { Locale } from '@eventory/domain/locales';

const en_US = {
  videoLabel: 'Event video',
  videoUnsupported: 'This video cannot be played here.',
  videoEmptyEditor: 'Video cover: set the video address or the cover image.',
} as const;

export type VideoTextKey = keyof typeof en_US;

export const VIDEO_TEXTS: Record<Locale, Record<VideoTextKey, string>> = {
  zh_TW: {
    videoLabel: '活動影片',
    videoUnsupported: '無法在此播放這部影片。',
    videoEmptyEditor: '影片封面：請設定影片網址或封面圖片。',
  },
  zh_HK: {
    videoLabel: '活動影片',
    videoUnsupported: '無法在此播放這段影片。',
    videoEmptyEditor: '影片封面：請設定影片網址或封面圖片。',
  },
  zh_CN: {
    videoLabel: '活动视频',
    videoUnsupported: '无法在此播放该视频。',
    videoEmptyEditor: '视频封面：请设置视频地址或封面图片。',
  },
  ja: {
    videoLabel: 'イベント動画',
    videoUnsupported: 'この動画はここで再生できません。',
    videoEmptyEditor: 'ビデオカバー：動画のURLかカバー画像を設定してください。',
  },
  en_US,
  ar: {
    videoLabel: 'فيديو الفعالية',
    videoUnsupported: 'لا يمكن تشغيل هذا الفيديو هنا.',
    videoEmptyEditor: 'غلاف الفيديو: حدّد عنوان الفيديو أو صورة الغلاف.',
  },
};

export const videoText = (locale: Locale, key: VideoTextKey): string => VIDEO_TEXTS[locale][key];
