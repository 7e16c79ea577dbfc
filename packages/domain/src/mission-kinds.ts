// Mission types, user mission types and what a mission hangs on.
// Without zod, so the event page imports it without the schema library (decision 0076).

export const MISSION_TYPES = { Leaderboard: 1, Campaign: 2, MissionRoadmap: 3 } as const;
export type MissionType = (typeof MISSION_TYPES)[keyof typeof MISSION_TYPES];
export const USER_MISSION_TYPES = { Normal: 0, TwoDim: 1 } as const;
export type UserMissionType = (typeof USER_MISSION_TYPES)[keyof typeof USER_MISSION_TYPES];

/** What a mission hangs on (PUT missions/{id}/relationship); each ref type sets the mission type. */
export const MISSION_REF_TYPES = ['leaderboard', 'campaign', 'missionRoadmap'] as const;
export type MissionRefType = (typeof MISSION_REF_TYPES)[number];
export const missionTypeOfRef: Record<MissionRefType, MissionType> = {
  leaderboard: MISSION_TYPES.Leaderboard,
  campaign: MISSION_TYPES.Campaign,
  missionRoadmap: MISSION_TYPES.MissionRoadmap,
};
