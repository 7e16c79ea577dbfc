// Mission rewards and their claims (visitor spec §3 "rewardSetting", "Reward state", §7 reward calls, §8
// claim errors; decisions/0040-mission-reward-claims.md): what completing a mission gives, as the admin
// sets it, and the viewer's claim of it.
import { z } from 'zod';
import { rewardKindOf } from './prizes.ts';
import { type RewardState } from './reward-states.ts';
export * from './reward-states.ts';

export const missionRewardSchema = z.object({
  /** RewardType: Avatar 1, Badge 2, ... Gift 100. */
  prizeType: z
    .number()
    .int('prizeType must be a RewardType')
    .refine((t) => rewardKindOf(t) !== undefined, 'prizeType must be a RewardType (1-10 or 100)'),
  itemID: z.string().trim().min(1, 'itemID is required').max(200, 'itemID is at most 200 characters'),
  itemIconURL: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\//.test(v), 'itemIconURL must be an http(s) URL or empty')
    .default(''),
  itemCount: z
    .number()
    .int('itemCount must be a whole number')
    .min(1, 'itemCount must be 1 or more')
    .max(100_000)
    .default(1),
});
export type MissionReward = z.infer<typeof missionRewardSchema>;

export interface RewardStateResponse {
  missionID: number;
  userID: string;
  state: RewardState;
}

export const claimRewardSchema = z.object({
  userID: z.string().trim().min(1, 'userID is required').max(200, 'userID is at most 200 characters'),
});

export interface ClaimRewardResponse {
  missionID: number;
  userID: string;
  state: RewardState;
  reward: MissionReward;
}

/**
 * Claim errors (visitor spec §8): the page shows code 0's text as is, translates code 7, and shows its
 * claim-error message for any other code.
 */
export const CLAIM_ERRORS = {
  REWARD_NOT_SET: { errorCode: '0', message: "mission's reward isn't set", status: 404 },
  ALREADY_CLAIMED: { errorCode: '7', message: 'reward has already been claimed', status: 409 },
  NOT_IN_PERIOD: { errorCode: 'NOT_IN_PERIOD', message: 'not in period', status: 409 },
  GOAL_NOT_REACHED: {
    errorCode: 'GOAL_NOT_REACHED',
    message: "the mission's goal is not reached yet",
    status: 409,
  },
  NOT_YOUR_REWARD: {
    errorCode: 'FORBIDDEN',
    message: 'only the signed-in viewer can claim their reward',
    status: 403,
  },
} as const;

/**
 * One granted mission reward as the admin prize screens list it (decisions/0043): who claimed which
 * mission's reward, and when (unix seconds). `openID`/`displayName` are '' for users the platform does not know.
 */
export interface MissionRewardClaim {
  ID: number;
  missionID: number;
  /** The mission's description per language, to name it. */
  missionDesc: Partial<Record<string, string>>;
  userID: string;
  openID: string;
  displayName: string;
  prizeType: number;
  itemID: string;
  itemCount: number;
  claimTime: number;
}

export interface MissionRewardClaimsPage {
  items: MissionRewardClaim[];
  total: number;
}

/** Claims pages: 20 rows by default (visitor spec §9 list page size), at most 100. */
export const REWARD_CLAIMS_DEFAULT_LIMIT = 20;
export const REWARD_CLAIMS_MAX_LIMIT = 100;
