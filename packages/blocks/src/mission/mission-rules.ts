// Pure rules of the mission blocks (visitor spec §3-§5, §8, §9; block spec §4-§5): which missions show
// and in what order, each one's display status, progress and description, the progress bar's percent,
// the claim errors' modal texts and the mission dialog sub-route. Decisions: docs/decisions/0041.
import { EVENT_TYPES } from '@eventory/domain/event-types';
import type { Locale } from '@eventory/domain/locales';
import { REWARD_STATES } from '@eventory/domain/reward-states';
import { USER_MISSION_TYPES } from '@eventory/domain/mission-kinds';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import type { UserMission } from '@eventory/domain/user-missions';
import { MISSION_SPEC_TEXTS, type MissionTextKey } from '../i18n/mission-texts.ts';

/** Visitor spec §1: editor mode reads missions for this user id and never claims. */
export const MOCK_USER_ID = 'mock-user-id';

export const MISSION_DISPLAY_STATUSES = ['Ongoing', 'Claim', 'Complete', 'OutDated', 'Error'] as const;
export type MissionDisplayStatus = (typeof MISSION_DISPLAY_STATUSES)[number];

/** The text key of each display status (the card's button / badge). */
export const STATUS_TEXT: Record<MissionDisplayStatus, MissionTextKey> = {
  Ongoing: 'statusOngoing',
  Claim: 'statusClaim',
  Complete: 'statusComplete',
  OutDated: 'statusOutDated',
  Error: 'statusError',
};

/** A mission is done when score >= goal (visitor spec §3); a goal of 0 is "no goal" (decision 0040). */
export const isMissionDone = (mission: Pick<UserMission, 'score' | 'goal'>): boolean =>
  mission.goal > 0 && mission.score >= mission.goal;

/** Unix seconds → ms; 0 (no end) stays 0. */
const endMs = (mission: Pick<UserMission, 'endTime'>): number => mission.endTime * 1000;

/** Before the end time (a mission without end time never ends). */
export const isBeforeEnd = (mission: Pick<UserMission, 'endTime'>, nowMs: number): boolean =>
  mission.endTime <= 0 || nowMs < endMs(mission);

/**
 * Visitor spec §4: before the end time, reached and not claimed → Claim, claimed → Complete, else
 * Ongoing; after it, reached and claimed → Complete, else OutDated; a failed reward read → Error.
 */
export function missionDisplayStatus(
  mission: Pick<UserMission, 'score' | 'goal' | 'endTime'>,
  reward: { claimed: boolean; error: boolean },
  nowMs: number,
): MissionDisplayStatus {
  if (reward.error) return 'Error';
  const reached = isMissionDone(mission);
  if (isBeforeEnd(mission, nowMs)) {
    if (reward.claimed) return 'Complete';
    return reached ? 'Claim' : 'Ongoing';
  }
  return reached && reward.claimed ? 'Complete' : 'OutDated';
}

/** Reward state 1 is Claimed (visitor spec §3). */
export const isClaimedState = (state: number | undefined): boolean => state === REWARD_STATES.Claimed;

/** Visitor / block spec: mission event types in sort order; any other type sorts after them. */
export const MISSION_EVENT_ORDER: readonly number[] = [
  EVENT_TYPES.View,
  EVENT_TYPES.LiveStreaming,
  EVENT_TYPES.Snack,
  EVENT_TYPES.Gift,
];

const eventRank = (eventType: number): number => {
  const at = MISSION_EVENT_ORDER.indexOf(eventType);
  return at < 0 ? MISSION_EVENT_ORDER.length : at;
};

/** Missions with no container ID are dropped (block spec §5). */
export const visibleMissions = <M extends Pick<UserMission, 'missionContainerID'>>(
  missions: readonly M[],
): M[] => missions.filter((m) => Number.isFinite(m.missionContainerID) && m.missionContainerID > 0);

/**
 * Visitor spec §4: active (not ended) and unclaimed first, the rest after; within each group by end time
 * (soonest first; no end time last), then the event type order, then score (lowest first: the missions
 * that need the viewer most come first). Stable for equal keys.
 */
export function sortMissions<M extends Pick<UserMission, 'id' | 'endTime' | 'eventType' | 'score'>>(
  missions: readonly M[],
  claimedIDs: ReadonlySet<number>,
  nowMs: number,
): M[] {
  const group = (m: M) => (isBeforeEnd(m, nowMs) && !claimedIDs.has(m.id) ? 0 : 1);
  const end = (m: M) => (m.endTime > 0 ? m.endTime : Number.MAX_SAFE_INTEGER);
  return missions
    .map((mission, index) => ({ mission, index }))
    .sort(
      (a, b) =>
        group(a.mission) - group(b.mission) ||
        end(a.mission) - end(b.mission) ||
        eventRank(a.mission.eventType) - eventRank(b.mission.eventType) ||
        a.mission.score - b.mission.score ||
        a.index - b.index,
    )
    .map(({ mission }) => mission);
}

/** Visitor spec §5: progress = min(1, score / goal); 0 without a goal. */
export const missionProgress = (mission: Pick<UserMission, 'score' | 'goal'>): number =>
  mission.goal > 0 ? Math.min(1, Math.max(0, mission.score) / mission.goal) : 0;

/** Visitor spec §5: the completion percentage is the floor of the share done. */
export const missionPercent = (mission: Pick<UserMission, 'score' | 'goal'>): number =>
  Math.floor(missionProgress(mission) * 100);

/** Block spec §5: floor(total / target · 100), capped at 100, 0 without a target. */
export function progressPercent(total: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(total)) return 0;
  return Math.max(0, Math.min(100, Math.floor((total / target) * 100)));
}

/** Visitor spec §5: live-streaming values are seconds shown in hours, floored to one decimal. */
export const secondsAsHours = (seconds: number): number => Math.floor((seconds / 3600) * 10) / 10;

/** Live-streaming missions count seconds; their values show in hours. */
export const countsSeconds = (mission: Pick<UserMission, 'eventType'>): boolean =>
  mission.eventType === EVENT_TYPES.LiveStreaming;

export const isTwoDim = (mission: Pick<UserMission, 'userMissionType' | 'twoDimMission'>): boolean =>
  mission.userMissionType === USER_MISSION_TYPES.TwoDim && mission.twoDimMission !== undefined;

/** Descriptions fall back to this locale when the visitor's has none (decision 0041). */
export const FALLBACK_DESCRIPTION_LOCALES: readonly Locale[] = ['en_US', 'zh_TW'];

/**
 * Visitor spec §5: the visitor's locale, else a fallback locale, else 'not found description' (logged).
 * Shown clamped to 2 lines by the card's CSS.
 */
export function missionDescription(
  desc: Readonly<Record<string, string>> | undefined,
  locale: Locale,
  log: (message: string) => void = console.warn,
): string {
  for (const candidate of [locale, ...FALLBACK_DESCRIPTION_LOCALES]) {
    const text = desc?.[candidate]?.trim();
    if (text) return text;
  }
  log(`${MISSION_SPEC_TEXTS.notFoundDescription}: ${locale}`);
  return MISSION_SPEC_TEXTS.notFoundDescription;
}

/** A sub-score's contributor name in the locale, else any fallback, else its key. */
export function subScoreName(name: Readonly<Record<string, string>>, key: string, locale: Locale): string {
  for (const candidate of [locale, ...FALLBACK_DESCRIPTION_LOCALES]) {
    const text = name[candidate]?.trim();
    if (text) return text;
  }
  return key;
}

export type ClaimFailureModal = { kind: 'text'; text: string } | { kind: 'key'; key: MissionTextKey };

/**
 * Visitor spec §8 claim errors: code 0 ("mission's reward isn't set") shows the server's text as is, code 7
 * the translated already-claimed message, a refused token (401) the login message, any other code the
 * translated claim-error message. Codes are strings in our error shape (decision 0040).
 */
export function claimFailureModal(failure: {
  status: number;
  errorCode?: string;
  errorMessage?: string;
}): ClaimFailureModal {
  if (failure.errorCode === '0')
    return { kind: 'text', text: failure.errorMessage || MISSION_SPEC_TEXTS.rewardNotSet };
  if (failure.errorCode === '7') return { kind: 'key', key: 'alreadyClaimed' };
  if (failure.status === 401) return { kind: 'key', key: 'loginRequired' };
  if (failure.status === 0) return { kind: 'key', key: 'networkError' };
  if (failure.errorCode === 'NOT_IN_PERIOD') return { kind: 'key', key: 'notInPeriod' };
  return { kind: 'key', key: 'claimFailed' };
}

/** Block spec §2: the mission dialog sub-route's last two segments. */
export const MISSION_DIALOG_SEGMENT = 'mission-dialog';

/** '{current path}/mission-dialog/{missionContainerID}'. */
export function missionDialogPath(currentPath: string, missionContainerID: number): string {
  const base = parentOfMissionDialog(currentPath);
  return `${base === '/' ? '' : base}/${MISSION_DIALOG_SEGMENT}/${missionContainerID}`;
}

/** The mission container a path's dialog shows, if the path is a mission dialog. */
export function missionDialogOf(path: string): number | undefined {
  const match = new RegExp(`/${MISSION_DIALOG_SEGMENT}/(\\d+)/?$`).exec(path);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The path the dialog's OK returns to: the path without '/mission-dialog/{id}'. */
export function parentOfMissionDialog(path: string): string {
  const parent = path.replace(new RegExp(`/${MISSION_DIALOG_SEGMENT}/[^/]*/?$`), '');
  return parent === '' ? '/' : parent;
}

/** Style type names for the reward-info call, by RewardType (visitor spec §3). */
export const REWARD_STYLE_NAMES: Readonly<Record<number, string>> = {
  1: 'avatar',
  2: 'badge',
  3: 'decoSticker',
  4: 'commentBorder',
  5: 'commentBackgroundColor',
  6: 'commentTextColor',
  8: 'pfxBadge',
  9: 'midBadge',
  10: 'topRightBadge',
  100: 'gift',
};

/** Block spec §8: the popup shows 'name x count' for Gift and Avatar prizes, the name alone otherwise. */
export const showsRewardCount = (prizeType: number): boolean => prizeType === 100 || prizeType === 1;

/** The reward's display name in the locale from the reward info's displayNames, else undefined. */
export function rewardDisplayName(
  displayNames: readonly { language: string; value: string }[] | undefined,
  locale: Locale,
): string | undefined {
  if (!displayNames?.length) return undefined;
  const want = [locale, ...FALLBACK_DESCRIPTION_LOCALES].map((l) => l.toLowerCase().replace('_', '-'));
  const norm = (language: string) => language.toLowerCase().replace('_', '-');
  for (const target of want) {
    const found = displayNames.find((d) => norm(d.language) === target && d.value.trim());
    if (found) return found.value.trim();
  }
  return displayNames.find((d) => d.value.trim())?.value.trim();
}

/** A mission value as shown: hours (floored to one decimal) for live-streaming missions, else abbreviated. */
export function missionValueText(value: number, mission: Pick<UserMission, 'eventType'>): string {
  return countsSeconds(mission) ? String(secondsAsHours(value)) : abbreviateNumber(value);
}
