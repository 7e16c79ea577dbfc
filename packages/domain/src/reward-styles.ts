// Reward styles and avatar items of the host platform (visitor spec §3 "Reward info", "Avatar item",
// RewardType and the style type names; §7 GET /userStyle/{rewardTypeName}/style/{id}, GET /avatar/items/{id}):
// what a mission's reward looks like in the reward popup. Decision: docs/decisions/0043.
import type { Locale } from './locales.ts';

/** Visitor spec §3: the style type names of the style call, by RewardType. */
export const STYLE_TYPE_NAMES = {
  avatar: 1,
  badge: 2,
  decoSticker: 3,
  commentBorder: 4,
  commentBackgroundColor: 5,
  commentTextColor: 6,
  pfxBadge: 8,
  midBadge: 9,
  topRightBadge: 10,
  gift: 100,
} as const;
export type StyleTypeName = keyof typeof STYLE_TYPE_NAMES;
export const STYLE_TYPE_NAME_LIST = Object.keys(STYLE_TYPE_NAMES) as StyleTypeName[];

/** The style type name of a RewardType (the popup asks for the style of its prize). */
export const styleTypeNameOf = (rewardType: number): StyleTypeName | undefined =>
  STYLE_TYPE_NAME_LIST.find((name) => STYLE_TYPE_NAMES[name] === rewardType);

/** Reward info: an image (url) or a colour (colorCode, colour styles), and its names per language. */
export interface RewardStyle {
  id: string;
  rewardTypeName: StyleTypeName;
  url: string;
  colorCode: string;
  displayNames: { language: Locale; value: string }[];
}

/** GET /avatar/items/{id}. */
export interface AvatarItem {
  id: string;
  iconURL: string;
}

/** Where the platform's style and avatar-item images live (served by our server). */
export const rewardStyleImageUrl = (name: StyleTypeName, id: string) =>
  `/platform/style-icons/${name}/${encodeURIComponent(id)}.svg`;
export const avatarItemImageUrl = (id: string) => `/platform/avatar-item-icons/${encodeURIComponent(id)}.svg`;
