// Pure rules of the leaderboard family (visitor spec §2-§9, block spec §3-§9): row clicks and deep
// links, the avatar-link allow-list, dropdown heights, total / pool values, team re-ranking, dragon
// balls and the podium's layout.
import { DROPDOWN_MODES, TOP_USER_CHOICES } from '@eventory/domain/block-catalogue';
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';

/** Visitor spec §5: a user id is a UUID (8-4-4-4-12 hex). */
export const isUUID = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type MobilePlatform = 'ios' | 'android';

export function mobilePlatform(userAgent: string): MobilePlatform | undefined {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return undefined;
}

/** Where the streamer app and its web pages live (decision 0022). */
export const APP_LINKS = {
  scheme: 'eventory',
  web: 'https://live.eventory.app',
} as const;

export interface StreamerLinkInput {
  userID: string;
  openID: string;
  streamID: number;
  liveStreamID: number;
}

export type StreamerClick =
  { kind: 'none' } | { kind: 'live' | 'profile'; url: string; deepLink: boolean; newTab: boolean };

/**
 * What a row or avatar click opens (visitor spec §2, block spec §7): nothing when the row is not
 * clickable or the board is a league; a live streamer's stream, else their profile (only for a UUID
 * id); on iOS / Android through the app's deep link, elsewhere the web page in a new tab.
 */
export function streamerClick(
  who: StreamerLinkInput,
  options: { clickable: boolean; league: boolean; platform: MobilePlatform | undefined },
): StreamerClick {
  if (!options.clickable || options.league) return { kind: 'none' };
  const live = who.streamID > 0;
  if (!live && !isUUID(who.userID)) return { kind: 'none' };
  const id = encodeURIComponent(who.userID);
  const deepLink = options.platform !== undefined;
  if (live) {
    const query = new URLSearchParams({
      streamerID: who.userID,
      openID: who.openID,
      streamID: String(who.streamID),
      liveStreamID: String(who.liveStreamID),
    });
    return deepLink
      ? { kind: 'live', url: `${APP_LINKS.scheme}://live/${id}?${query}`, deepLink, newTab: false }
      : { kind: 'live', url: `${APP_LINKS.web}/live/${id}`, deepLink, newTab: true };
  }
  return deepLink
    ? { kind: 'profile', url: `${APP_LINKS.scheme}://profile/${id}`, deepLink, newTab: false }
    : { kind: 'profile', url: `${APP_LINKS.web}/profile/r/${id}`, deepLink, newTab: true };
}

/** Visitor spec §2: the 4 hosts allowed to receive 'send avatar link' (production, staging, two local). */
export const AVATAR_LINK_ORIGINS = [
  'https://event-dashboard.eventory.app',
  'https://event-dashboard-stage.eventory.app',
  'http://localhost:8080',
  'http://127.0.0.1:8080',
] as const;
export const AVATAR_LINK_MESSAGE = 'send avatar link';

export const mayReceiveAvatarLink = (origin: string | undefined): origin is string =>
  origin !== undefined && (AVATAR_LINK_ORIGINS as readonly string[]).includes(origin);

export type DropdownMode = (typeof DROPDOWN_MODES)[number];
export { DROPDOWN_MODES };

/** Visitor spec §9 dropdown heights (px). */
export const DROPDOWN_HEIGHTS = {
  bonusItem: 38,
  bonusDetail: 35,
  contributionItem: 62,
  contributionDetail: 72,
  missionItem: 50,
  missionDetail: 24,
  missionMultiExtra: 36,
  defaultDetail: 30,
} as const;
/** Visitor spec §9: contribution lookups ask for 100 per user; the dropdown lists 10 by default. */
export const CONTRIBUTION_QUERY_COUNT = 100;
export const DEFAULT_CONTRIBUTION_ITEMS = 10;
/** Visitor spec §2: with this many contribution items or more the list scrolls to the row. */
export const SCROLL_TO_ROW_AFTER_ITEMS = 10;

/** The dropdown's height under a row, for `count` items. */
export function dropdownHeight(mode: DropdownMode, count: number): number {
  const n = Math.max(0, Math.trunc(count));
  const h = DROPDOWN_HEIGHTS;
  switch (mode) {
    case 'none':
      return 0;
    case 'contribution':
      return h.contributionDetail + n * h.contributionItem;
    case 'bonus':
      return h.bonusDetail + n * h.bonusItem;
    case 'mission':
      return h.missionDetail + (n > 1 ? h.missionMultiExtra : 0) + n * h.missionItem;
    case 'vote':
      return h.defaultDetail;
  }
}

/** One row expanded at a time: the same row closes, another row replaces it. */
export const toggleExpanded = (current: string | undefined, key: string): string | undefined =>
  current === key ? undefined : key;

/** A row's bonus: a number parsed from its meta string (visitor spec §3); 0 when absent or unreadable. */
export function rowBonus(row: Pick<LeaderboardRow, 'meta'>): number {
  const value = Number(row.meta?.bonus ?? row.meta?.bonusScore ?? '');
  return Number.isFinite(value) ? value : 0;
}

/** The dragon balls of a row: a list of integers parsed from meta.dragonBall (a JSON string). */
export function parseDragonBalls(meta: Record<string, string> | undefined): number[] {
  const raw = meta?.dragonBall;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map((v) => Math.trunc(Number(v))).filter(Number.isFinite) : [];
  } catch {
    return [];
  }
}

/** Leaderboard total: the sum of the scores; with displayLastDigit N > 0 only the last N digits, zero padded. */
export function formatTotal(total: number, displayLastDigit: number, format: string): string {
  const digits = Math.max(0, Math.trunc(displayLastDigit));
  const whole = Math.max(0, Math.floor(total));
  const shown = digits > 0 ? String(whole % 10 ** digits).padStart(digits, '0') : String(whole);
  return (format || '{0}').replace(/\{0\}/g, shown);
}

/** Block spec §5: the pool value is the entry's score divided by minUnit (min 1), 0 when no entry matches. */
export function poolValue(rows: readonly LeaderboardRow[], poolKey: string, minUnit: number): number {
  const unit = Math.max(1, Math.trunc(minUnit) || 1);
  const key = poolKey.trim();
  const entry = rows.find((row) => row.userInfo?.userID === key || row.meta?.eventoryKey === key);
  return entry ? Math.floor(entry.score / unit) : 0;
}

export interface TeamScore {
  id: string;
  score: number;
  /** Unix ms of the team's last score change; earlier wins a tie. */
  lastTimestamp: number;
}

/** Visitor spec §3: teams re-ranked by summed score descending, ties broken by the earlier last timestamp. */
export function rankTeams(teams: readonly TeamScore[]): (TeamScore & { rank: number })[] {
  return [...teams]
    .sort((a, b) => b.score - a.score || a.lastTimestamp - b.lastTimestamp)
    .map((team, index) => ({ ...team, rank: index + 1 }));
}

/** A team's summed score and last timestamp from its board's rows (meta.timestamp / lastUpdateMs, ms). */
export function teamScore(id: string, rows: readonly LeaderboardRow[]): TeamScore {
  let score = 0;
  let lastTimestamp = 0;
  for (const row of rows) {
    score += row.score;
    const at = Number(row.meta?.timestamp ?? row.meta?.lastUpdateMs ?? 0);
    if (Number.isFinite(at)) lastTimestamp = Math.max(lastTimestamp, at);
  }
  return { id, score, lastTimestamp };
}

/** Block spec §3/§9: the podium shows 1, 3, 5 or 10 users (default 3). */
export { TOP_USER_CHOICES };
export function topUserCount(value: unknown): number {
  const text = String(value ?? '');
  return (TOP_USER_CHOICES as readonly string[]).includes(text) ? Number(text) : 3;
}

export type Crown = 'gold' | 'silver' | 'bronze';
/** Top 3 get crowns; the leader's avatar is 100px, the rest 64px. */
export const crownOf = (rank: number): Crown | undefined =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : undefined;
export const PODIUM_AVATAR = { leader: 100, other: 64 } as const;

/** Block spec §4: outside editor mode the podium hides when empty, in the follower view or while searching. */
export function podiumVisible(input: {
  editor: boolean;
  rows: number;
  followingOnly: boolean;
  keyword: string;
}): boolean {
  if (input.editor) return true;
  return input.rows > 0 && !input.followingOnly && input.keyword.trim() === '';
}

/**
 * The daily tab a board opens on (issue 30 §1.6): the one whose [startTime, endTime) holds now, the
 * campaign-local today (the tabs are the campaign's days); when none does, the first (block spec §4).
 */
export function dailyTabAt(
  tabs: readonly { startTime: number; endTime: number }[],
  nowSeconds: number,
): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.startTime <= nowSeconds && nowSeconds < tab.endTime),
  );
}

/** "MM/DD" of a unix-seconds time in a campaign timezone ('GMT+0800'); the visitor's clock when blank. */
export function dayLabel(seconds: number, timezone: string): string {
  if (!(seconds > 0)) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!timezone) {
    const date = new Date(seconds * 1000);
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  }
  const local = new Date((seconds + timezoneOffsetMinutes(timezone) * 60) * 1000);
  return `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}`;
}
