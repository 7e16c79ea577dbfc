// A viewer's missions as the event page reads them (visitor spec §3 "Mission", §7 user-missions calls):
// each mission of a ref with the user's score toward its goal, normal or two-dimensional. Shared by the
// server and the blocks. Decisions: docs/decisions/0039-user-missions.md.
import { z } from 'zod';
import { MISSION_REF_TYPES, type MissionRefType } from './missions.ts';

/** Sub-score of a two-dimensional mission: one contributor's points toward the user's record. */
export interface MissionSubScore {
  key: string;
  value: number;
  /** The contributor's name per language. */
  name: Record<string, string>;
}

export interface UserMission {
  id: number;
  /** MissionType: Leaderboard 1, Campaign 2, MissionRoadmap 3. */
  type: number;
  /** UserMissionType: Normal 0, TwoDim 1. */
  userMissionType: number;
  desc: Record<string, string>;
  /** Unix seconds: the period of what the mission hangs on (leaderboard, campaign or roadmap). */
  startTime: number;
  endTime: number;
  missionContainerID: number;
  goal: number;
  score: number;
  iconURL: string;
  eventType: number;
  /** The reward of the mission (PUT /v1/admin/missions/{id}/reward); null when none is set. */
  rewardSetting: { prizeType: number; itemID: string; itemIconURL: string; itemCount: number } | null;
  normalMission?: { score: number; goal: number };
  twoDimMission?: { goal: number; score: number; subGoal: number; subScores: MissionSubScore[] };
}

export interface UserMissionsResponse {
  data: { missions: UserMission[] };
}

/** Ref types in the path: the admin API's names or the spec's MissionType names, any case. */
export const missionRefTypeSchema = z.string().transform((s, ctx): MissionRefType => {
  const found = MISSION_REF_TYPES.find((t) => t.toLowerCase() === s.trim().toLowerCase());
  if (found) return found;
  ctx.addIssue({ code: 'custom', message: `refType must be one of ${MISSION_REF_TYPES.join(', ')}` });
  return z.NEVER;
});

/** Most sub-scores a two-dimensional mission lists (its largest contributors). */
export const MAX_SUB_SCORES = 100;
