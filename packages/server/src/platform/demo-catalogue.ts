// The host platform's demo catalogue (issue 13 §2; decisions/0043): the gifts the demo seed and the tester
// send, the reward styles and the avatar items a mission reward can name. Static data: the real platform
// answers these calls from its own catalogue; ours serves the demo and the tests.
import type { Gift } from '@eventory/domain/gifts';
import { giftListIconUrl } from '@eventory/domain/gifts';
import type { Locale } from '@eventory/domain/locales';
import {
  avatarItemImageUrl,
  rewardStyleImageUrl,
  type AvatarItem,
  type RewardStyle,
  type StyleTypeName,
} from '@eventory/domain/reward-styles';

type Names = Record<Locale, string>;
const names = (zh_TW: string, zh_CN: string, ja: string, en_US: string, ar: string): Names => ({
  zh_TW,
  zh_HK: zh_TW,
  zh_CN,
  ja,
  en_US,
  ar,
});

interface DemoGift {
  giftID: string;
  point: number;
  version: number;
  /** Whether the V2 image exists (the others fall back down the chain). */
  hasV2: boolean;
  hue: number;
  glyph: string;
  names: Names;
}

/** The demo seed's gifts (seed/demo.ts GIFTS) and two more; rose and heart have a newer version. */
export const DEMO_GIFTS: readonly DemoGift[] = [
  {
    giftID: 'rose',
    point: 1,
    version: 2,
    hasV2: true,
    hue: 350,
    glyph: '✿',
    names: names('玫瑰', '玫瑰', 'バラ', 'Rose', 'وردة'),
  },
  {
    giftID: 'heart',
    point: 10,
    version: 2,
    hasV2: false,
    hue: 330,
    glyph: '♥',
    names: names('愛心', '爱心', 'ハート', 'Heart', 'قلب'),
  },
  {
    giftID: 'star',
    point: 50,
    version: 1,
    hasV2: false,
    hue: 45,
    glyph: '★',
    names: names('星星', '星星', 'スター', 'Star', 'نجمة'),
  },
  {
    giftID: 'rocket',
    point: 100,
    version: 1,
    hasV2: true,
    hue: 210,
    glyph: '➶',
    names: names('火箭', '火箭', 'ロケット', 'Rocket', 'صاروخ'),
  },
  {
    giftID: 'castle',
    point: 500,
    version: 1,
    hasV2: true,
    hue: 270,
    glyph: '♜',
    names: names('城堡', '城堡', 'お城', 'Castle', 'قلعة'),
  },
  {
    giftID: 'snack',
    point: 5,
    version: 1,
    hasV2: false,
    hue: 25,
    glyph: '◉',
    names: names('點心', '点心', 'おやつ', 'Snack', 'وجبة خفيفة'),
  },
  {
    giftID: 'crown',
    point: 1000,
    version: 3,
    hasV2: true,
    hue: 50,
    glyph: '♛',
    names: names('皇冠', '皇冠', '王冠', 'Crown', 'تاج'),
  },
];

export const toGift = (g: DemoGift): Gift => ({
  giftID: g.giftID,
  name: g.names,
  point: g.point,
  version: g.version,
  icon: giftListIconUrl(g.giftID),
});

interface DemoStyle {
  id: string;
  hue: number;
  /** Colour styles (comment background/text colours) carry a colour, not an image. */
  colorCode?: string;
  names: Names;
}

const ORDER_OF_LOCALES: readonly Locale[] = ['zh_TW', 'zh_HK', 'zh_CN', 'ja', 'en_US', 'ar'];

/** Reward styles by type name; every type has at least one, so any prize type resolves in the demo. */
export const DEMO_STYLES: Record<StyleTypeName, readonly DemoStyle[]> = {
  avatar: [
    {
      id: 'frame-gold',
      hue: 45,
      names: names('金色頭像框', '金色头像框', 'ゴールドフレーム', 'Gold frame', 'إطار ذهبي'),
    },
    {
      id: 'frame-sakura',
      hue: 340,
      names: names('櫻花頭像框', '樱花头像框', '桜フレーム', 'Sakura frame', 'إطار ساكورا'),
    },
  ],
  badge: [
    {
      id: 'badge-champion',
      hue: 15,
      names: names('冠軍徽章', '冠军徽章', 'チャンピオンバッジ', 'Champion badge', 'شارة البطل'),
    },
  ],
  decoSticker: [
    {
      id: 'sticker-cat',
      hue: 190,
      names: names('貓咪貼紙', '猫咪贴纸', 'ネコステッカー', 'Cat sticker', 'ملصق قطة'),
    },
  ],
  commentBorder: [
    {
      id: 'border-neon',
      hue: 290,
      names: names('霓虹留言框', '霓虹留言框', 'ネオン枠', 'Neon comment frame', 'إطار نيون'),
    },
  ],
  commentBackgroundColor: [
    {
      id: 'bg-mint',
      hue: 160,
      colorCode: '#c8f7e1',
      names: names('薄荷留言底色', '薄荷留言底色', 'ミント背景', 'Mint comment background', 'خلفية نعناعية'),
    },
  ],
  commentTextColor: [
    {
      id: 'text-coral',
      hue: 10,
      colorCode: '#ff6f61',
      names: names('珊瑚留言字色', '珊瑚留言字色', 'コーラル文字', 'Coral comment text', 'نص مرجاني'),
    },
  ],
  pfxBadge: [
    {
      id: 'pfx-fan',
      hue: 120,
      names: names('鐵粉前綴徽章', '铁粉前缀徽章', 'ファン接頭バッジ', 'Fan prefix badge', 'شارة المعجب'),
    },
  ],
  midBadge: [
    { id: 'mid-vip', hue: 260, names: names('VIP 徽章', 'VIP 徽章', 'VIPバッジ', 'VIP badge', 'شارة VIP') },
  ],
  topRightBadge: [
    {
      id: 'corner-star',
      hue: 55,
      names: names('星星角標', '星星角标', 'スター角バッジ', 'Star corner badge', 'شارة الزاوية'),
    },
  ],
  gift: DEMO_GIFTS.map((g) => ({ id: g.giftID, hue: g.hue, names: g.names })),
};

export const toRewardStyle = (name: StyleTypeName, s: DemoStyle): RewardStyle => ({
  id: s.id,
  rewardTypeName: name,
  // A gift's picture is the gift's own icon (issue 30 §1.7), not a badge drawn with its initial.
  url: s.colorCode ? '' : name === 'gift' ? giftListIconUrl(s.id) : rewardStyleImageUrl(name, s.id),
  colorCode: s.colorCode ?? '',
  displayNames: ORDER_OF_LOCALES.map((language) => ({ language, value: s.names[language] })),
});

interface DemoAvatarItem {
  id: string;
  hue: number;
  glyph: string;
}

export const DEMO_AVATAR_ITEMS: readonly DemoAvatarItem[] = [
  { id: 'frame-gold', hue: 45, glyph: '◎' },
  { id: 'frame-sakura', hue: 340, glyph: '❀' },
  { id: 'cat-ears', hue: 30, glyph: '^' },
  { id: 'halo', hue: 55, glyph: '○' },
];

export const toAvatarItem = (a: DemoAvatarItem): AvatarItem => ({
  id: a.id,
  iconURL: avatarItemImageUrl(a.id),
});
