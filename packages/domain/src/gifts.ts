// Gifts of the host platform as event pages read them (visitor spec §3 "Gift icon", §4 gift icon status,
// §7 "gifts from the game API"; block catalogue §3 Gift): the gifts list and the icon fallback chain
// V2 → versioned CDN icon → the gifts list's icon → default. Decision: docs/decisions/0043.
import type { Locale } from './locales.ts';

export interface Gift {
  giftID: string;
  /** Display name per UI locale. */
  name: Partial<Record<Locale, string>>;
  /** Points one gift scores. */
  point: number;
  /** Bumped when the image changes; the versioned icon URL carries it. */
  version: number;
  /** The list's own icon (the third source of the chain). */
  icon: string;
}

/** GET /api/v1/public/gifts. */
export interface GiftsResponse {
  gifts: Gift[];
}

/**
 * GET gifticon/{id} (admin spec §7 "Other hosts"; decision 0121): a gift's icon sources, the ones the
 * CDN does not have as null, so a client picks the first that exists instead of walking a 404 chain.
 */
export interface GiftIconInfo {
  giftID: string;
  name: Partial<Record<Locale, string>>;
  version: number;
  /** The gifts list's icon: always there. */
  icon: string;
  /** The versioned CDN icon of the current version, or null. */
  iconVersioned: string | null;
  /** The newer (V2) icon, or null. */
  iconV2: string | null;
}

/** Where the platform's gift images live (served by our server, no external host). */
export const GIFT_ICON_ROOT = '/platform/gift-icons';

/** The newer (V2) icon of a gift. */
export const giftIconV2Url = (giftID: string) => `${GIFT_ICON_ROOT}/v2/${encodeURIComponent(giftID)}.svg`;

/** The CDN's versioned icon of a gift: a new version is a new URL, so caches never show the old image. */
export const giftIconVersionedUrl = (giftID: string, version: number) =>
  `${GIFT_ICON_ROOT}/${encodeURIComponent(giftID)}_v${version}.svg`;

/** The icon the gifts list names. */
export const giftListIconUrl = (giftID: string) => `${GIFT_ICON_ROOT}/${encodeURIComponent(giftID)}.svg`;

/** Visitor spec §4: Pending, then Success on load; each failure moves one step down the chain. */
export const GIFT_ICON_STATUSES = ['Pending', 'Success', 'V2Failed', 'V1Failed', 'AllFailed'] as const;
export type GiftIconStatus = (typeof GIFT_ICON_STATUSES)[number];

/** A gift version: a whole number from 1 (block catalogue §3: default 1). */
export const giftVersionOf = (version: unknown): number =>
  typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;

/**
 * The version whose CDN icon a page asks for: the gifts list's (the platform's current image), or the
 * block's when it is newer (an author who bumped it knows of a newer image); 1 when neither says.
 */
export const giftIconVersion = (blockVersion: unknown, listVersion: unknown): number =>
  Math.max(giftVersionOf(blockVersion), giftVersionOf(listVersion));

export interface GiftIconInput {
  giftId: string;
  version?: number;
  /** A V2 source given by the page author; else the platform's V2 URL. */
  v2Src?: string;
  /** The default mission icon is shown only for two-dimensional missions (visitor spec §4). */
  is2DMission?: boolean;
}

/**
 * The source to show for a status: V2 first (Pending), the versioned CDN icon after V2 failed, the gifts
 * list's icon after that failed, and at the end the default (the mission icon for 2D missions, else none).
 * Success keeps whatever loaded, so callers keep the source they had.
 */
export function giftIconSource(
  status: Exclude<GiftIconStatus, 'Success'>,
  input: GiftIconInput,
  listIcon: string | undefined,
  defaultMissionIcon: string,
): string | undefined {
  switch (status) {
    case 'Pending':
      return input.v2Src?.trim() || giftIconV2Url(input.giftId);
    case 'V2Failed':
      return giftIconVersionedUrl(input.giftId, giftVersionOf(input.version));
    case 'V1Failed':
      return listIcon || undefined;
    case 'AllFailed':
      return input.is2DMission ? defaultMissionIcon : undefined;
  }
}

/** The next status after the shown source failed to load. */
export function nextGiftIconStatus(status: GiftIconStatus): GiftIconStatus {
  switch (status) {
    case 'Pending':
      return 'V2Failed';
    case 'V2Failed':
      return 'V1Failed';
    default:
      return 'AllFailed';
  }
}
