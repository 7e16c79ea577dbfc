// The campaign admin's calls (admin spec §7 Campaigns, Leaderboards, Evaluators): the shapes, cache times and
// older-API mapping they share. Each query hook lives in its own file beside this one (use-campaign.ts, …).
import { NIL_STRING, type Campaign, type Leaderboard } from '@eventory/domain/campaign';
import type { OlderEvent, OlderLeaderboard } from '@eventory/domain/older-event';

export interface CampaignListQuery {
  limit: number;
  offset: number;
  codeName: string;
  designName: string;
  regions: string[];
  showEnded: boolean;
}

/** Campaign lists stay fresh 10 s, a single campaign 120 s (admin spec §9). */
export const LIST_STALE_MS = 10_000;
export const CAMPAIGN_STALE_MS = 120_000;

export const validId = (id: number) => Number.isInteger(id) && id > 0;

const fromNil = (v: string | undefined) => (v === undefined || v === NIL_STRING ? '' : v);

/** The older event in the newer API's campaign shape, so one screen shows either. */
export function campaignOfOlderEvent(event: OlderEvent): Campaign {
  const { id, extraInfo, leaderboards: _l, questionnaires: _q, translations: _t, ...rest } = event;
  return {
    ...rest,
    ID: id,
    corporation: fromNil(extraInfo?.corporation),
    department: fromNil(extraInfo?.department),
  };
}

export function leaderboardOfOlder(eventID: number, lb: OlderLeaderboard): Leaderboard {
  return {
    ID: lb.id,
    eventID,
    groupName: lb.groupName,
    designName: lb.designName,
    type: lb.type ?? 'Normal',
    startTime: lb.startTime ?? 0,
    endTime: lb.endTime ?? 0,
    endTimeCountdown: lb.endTimeCountdown ?? 0,
    giftIDsForAnalyzing: lb.giftIDs,
    isDeleted: lb.isDeleted,
    containerID: lb.containerID ?? 0,
    metadata: lb.metadata ?? {},
    createTime: 0,
    updateTime: 0,
  };
}

/** Leaderboards flagged deleted are hidden from lists (admin spec §5). */
export const visibleLeaderboards = (leaderboards: readonly Leaderboard[]) =>
  leaderboards.filter((lb) => !lb.isDeleted);

/** The event page of a campaign: its stored URL, else /event/{codeName} on this host. */
export const eventPageUrl = (campaign: Pick<Campaign, 'URL' | 'codeName'>) =>
  campaign.URL || `${window.location.origin}/event/${campaign.codeName}`;
