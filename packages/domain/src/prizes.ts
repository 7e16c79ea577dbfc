// Prizes (admin spec §3 Prize, §4 prize and scheduled states): items given to the final ranks of a
// leaderboard, sent by hand or automatically once it ends. Decision: docs/decisions/0016.
import { z } from 'zod';
import { idSchema } from './id-and-time.ts';
import { localizedTextSchema } from './localized-text.ts';
import {
  canPerform,
  PRIZE_ITEM_KINDS,
  prizeItemPermission,
  type Area,
  type Grantee,
  type Permission,
  type PrizeItemKind,
} from './permissions.ts';
import { MAX_ID } from './ids.ts';

export const REWARD_TYPES: Record<PrizeItemKind, number> = {
  Avatar: 1,
  Badge: 2,
  DecoSticker: 3,
  CommentFrame: 4,
  CommentBackgroundColor: 5,
  CommentTextColor: 6,
  CommentBadgePfx: 8,
  CommentBadgeMid: 9,
  CommentBadgeTopRight: 10,
  Gift: 100,
};
export const rewardKindOf = (rewardType: number): PrizeItemKind | undefined =>
  PRIZE_ITEM_KINDS.find((k) => REWARD_TYPES[k] === rewardType);

/** The item-kind permission a prize of this RewardType needs besides prizeSetting. */
export const prizePermissionOf = (rewardType: number): Permission | undefined => {
  const kind = rewardKindOf(rewardType);
  return kind ? prizeItemPermission(kind) : undefined;
};

/** Whether a grantee may set, send or recall a prize of this RewardType (prizeSetting + the kind's permission). */
export const canSetPrize = (grantee: Grantee, rewardType: number, area?: Area): boolean => {
  const kind = prizePermissionOf(rewardType);
  return (
    canPerform(grantee, 'prizeSetting', { write: true, area }) &&
    kind !== undefined &&
    canPerform(grantee, kind, { write: true, area })
  );
};

export const PRIZE_STATES = ['Unsent', 'Sent'] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];
export const CLAIM_STATES = { Unclaimed: 0, Claimed: 1 } as const;
export const SEND_MODES = ['Manual', 'Auto'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const AWARD_MODES = ['immutable', 'mutable', 'immutablePerUser', 'mutablePerUser'] as const;
export type AwardMode = (typeof AWARD_MODES)[number];
export const SCHEDULED_STATES = {
  none: 0,
  scheduledManual: 10,
  scheduledAuto: 11,
  scheduledAwaiting: 12,
  manualIntervention: 99,
} as const;

export const rankRangeSchema = z
  .object({
    fromRank: z.number().int().min(1, 'ranks start at 1').max(MAX_ID),
    toRank: z.number().int().min(1, 'ranks start at 1').max(MAX_ID),
    /** The item given (avatar id, badge id, gift id...). */
    itemID: z.string().trim().min(1, 'itemID is required').max(200),
    amount: z.number().int().min(1).default(1),
  })
  .refine((r) => r.toRank >= r.fromRank, { message: 'toRank must be at least fromRank', path: ['toRank'] });

const prizeFieldsSchema = z.object({
  /** The leaderboard of the campaign whose ranking decides the winners. */
  leaderboardID: idSchema,
  rewardType: z
    .number()
    .int()
    .refine((t) => rewardKindOf(t) !== undefined, 'unknown rewardType'),
  sendMode: z.enum(SEND_MODES).default('Manual'),
  awardMode: z.enum(AWARD_MODES).default('immutable'),
  name: localizedTextSchema,
  ranges: z.array(rankRangeSchema).min(1, 'a prize needs at least one rank range'),
});

function checkRangesApart(p: { ranges: { fromRank: number; toRank: number }[] }, ctx: z.RefinementCtx): void {
  const sorted = p.ranges.map((r, i) => ({ ...r, i })).sort((a, b) => a.fromRank - b.fromRank);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1]!;
    const cur = sorted[k]!;
    if (cur.fromRank <= prev.toRank)
      ctx.addIssue({
        code: 'custom',
        path: ['ranges', cur.i, 'fromRank'],
        message: `ranks ${cur.fromRank}–${cur.toRank} overlap ranks ${prev.fromRank}–${prev.toRank}`,
      });
  }
}

export const prizeInputSchema = prizeFieldsSchema.superRefine(checkRangesApart);
export type PrizeInput = z.infer<typeof prizeInputSchema>;

export interface Prize extends PrizeInput {
  ID: number;
  campaignID: number;
  state: PrizeState;
  scheduledState: number;
  sentAt: number | null;
  createTime: number;
  updateTime: number;
}

export const prizeActionSchema = z.object({ prizeID: idSchema });

export interface PrizeResult {
  ID: number;
  prizeID: number;
  userID: string;
  rank: number;
  score: number;
  itemID: string;
  amount: number;
  claimState: number;
  recalled: boolean;
  sentAt: number;
}

/** A prize in the campaign export document (campaign-document.ts): its id as it was at export. */
export const documentPrizeSchema = prizeFieldsSchema.extend({ ID: idSchema }).superRefine(checkRangesApart);
