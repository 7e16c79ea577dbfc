// The older admin API's view of a campaign (admin spec §3 "Event (older and newer admin APIs)", decision
// 0017): id, codeName, leaderboards (id, groupName, designName, giftIDs, isDeleted), questionnaires,
// extraInfo (corporation, department; 'nil_string' means empty) and translations.
import type { Campaign, Leaderboard } from './campaign.ts';
import type { TranslationKey } from './translations.ts';

export interface OlderLeaderboard {
  id: number;
  groupName: string;
  designName: string;
  giftIDs: string[];
  isDeleted: boolean;
  /** Beyond the older fields (this server always sends them), so one screen can show either API's answer. */
  containerID?: number;
  startTime?: number;
  endTime?: number;
  endTimeCountdown?: number;
  type?: Leaderboard['type'];
  metadata?: Record<string, string>;
}

export interface OlderQuestionnaire {
  id: number;
  groupName: string;
  containerID: number | null;
  startTime: number;
  endTime: number;
}

export interface OlderExtraInfo {
  corporation: string;
  department: string;
}

export interface OlderEvent extends Omit<Campaign, 'ID' | 'corporation' | 'department'> {
  id: number;
  leaderboards: OlderLeaderboard[];
  questionnaires: OlderQuestionnaire[];
  extraInfo: OlderExtraInfo;
  translations: TranslationKey[];
}
