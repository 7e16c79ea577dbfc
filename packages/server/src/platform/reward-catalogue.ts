// The platform's catalogue as the visitor calls read it (visitor spec §7; decisions/0043): the gifts list,
// one reward style, one avatar item, and the images they name (small SVGs drawn here, so no external host).
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  giftIconV2Url,
  giftIconVersionedUrl,
  giftListIconUrl,
  type GiftIconInfo,
  type GiftsResponse,
} from '@eventory/domain/gifts';
import type { AvatarItem, RewardStyle, StyleTypeName } from '@eventory/domain/reward-styles';
import {
  DEMO_AVATAR_ITEMS,
  DEMO_GIFTS,
  DEMO_STYLES,
  toAvatarItem,
  toGift,
  toRewardStyle,
} from './demo-catalogue.ts';

export function giftList(): GiftsResponse {
  return { gifts: DEMO_GIFTS.map(toGift) };
}

/** GET gifticon/{id}: the gift's icon sources (null where the CDN has none). */
export function giftIcon(id: string): GiftIconInfo {
  const gift = DEMO_GIFTS.find((g) => g.giftID === id);
  if (!gift) throw notFound('Gift', id);
  return {
    giftID: gift.giftID,
    name: gift.names,
    version: gift.version,
    icon: giftListIconUrl(gift.giftID),
    iconVersioned: giftIconVersionedUrl(gift.giftID, gift.version),
    iconV2: gift.hasV2 ? giftIconV2Url(gift.giftID) : null,
  };
}

export function rewardStyle(name: StyleTypeName, id: string): RewardStyle {
  const style = DEMO_STYLES[name].find((s) => s.id === id);
  if (!style) throw notFound(`Reward style ${name}`, id);
  return toRewardStyle(name, style);
}

export function avatarItem(id: string): AvatarItem {
  const item = DEMO_AVATAR_ITEMS.find((a) => a.id === id);
  if (!item) throw notFound('Avatar item', id);
  return toAvatarItem(item);
}

const noImage = (what: string) => new DomainError('NOT_FOUND', `No image ${what}.`, 404);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A 96×96 badge: a rounded square in the item's hue with a glyph; `ring` marks the V2 look. */
function iconSvg(hue: number, glyph: string, ring = false): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect x="4" y="4" width="88" height="88" rx="22" fill="hsl(${hue},70%,${ring ? 52 : 60}%)"/>` +
    (ring
      ? `<rect x="10" y="10" width="76" height="76" rx="18" fill="none" stroke="#fff" stroke-width="3"/>`
      : '') +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="44" ` +
    `fill="#fff">${escapeXml(glyph)}</text></svg>`
  );
}

/**
 * A gift image by file name: `v2/{giftID}.svg` (gifts with a V2 image), `{giftID}_v{version}.svg` (the
 * gift's current version: the CDN has every gift's, not the old ones) or `{giftID}.svg` (the list's icon,
 * always there). Else 404.
 */
export function giftIconSvg(file: string, v2: boolean): string {
  const match = /^(?<id>[a-z0-9-]+?)(?:_v(?<version>[1-9][0-9]{0,5}))?\.svg$/.exec(file);
  const gift = DEMO_GIFTS.find((g) => g.giftID === match?.groups?.id);
  if (!match || !gift) throw noImage(file);
  const version = match.groups?.version;
  if (v2) {
    if (version !== undefined || !gift.hasV2) throw noImage(`v2/${file}`);
    return iconSvg(gift.hue, gift.glyph, true);
  }
  if (version !== undefined && Number(version) !== gift.version) throw noImage(file);
  return iconSvg(gift.hue, gift.glyph);
}

export function rewardStyleSvg(name: StyleTypeName, file: string): string {
  const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
  const style = DEMO_STYLES[name].find((s) => s.id === id);
  if (!style || style.colorCode) throw noImage(`${name}/${file}`);
  return iconSvg(style.hue, style.names.en_US.slice(0, 1));
}

export function avatarItemSvg(file: string): string {
  const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
  const item = DEMO_AVATAR_ITEMS.find((a) => a.id === id);
  if (!item) throw noImage(file);
  return iconSvg(item.hue, item.glyph);
}
