// Mission rewards (issue 13 §2; decisions/0040): the reward an admin sets on a mission, its state for a
// viewer, and the claim — only inside the mission's period, only with the goal reached, and exactly once
// per mission and viewer (a unique row: of concurrent claims one inserts, the rest find it and get
// code 7). Each change and each claim is in the change log.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  CLAIM_ERRORS,
  REWARD_STATES,
  type ClaimRewardResponse,
  type MissionReward,
  type MissionRewardClaimsPage,
  type RewardStateResponse,
} from '@eventory/domain/mission-rewards';
import type { MissionRefType } from '@eventory/domain/missions';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { findCampaign } from '../campaigns/campaigns.ts';
import { unixSeconds } from '../campaigns/campaign-rows.ts';
import { missionRefs, missions } from '../db/schema/campaign-content.ts';
import { missionRewardClaims, missionRewards } from '../db/schema/mission-rewards.ts';
import type { Platform } from '../platform/platform.ts';
import { userMissions } from './user-missions.ts';

const claimError = (kind: keyof typeof CLAIM_ERRORS) => {
  const e = CLAIM_ERRORS[kind];
  return new DomainError(e.errorCode, e.message, e.status);
};

async function requireMission(db: Executor, missionID: number): Promise<void> {
  const [row] = await db.select({ id: missions.id }).from(missions).where(eq(missions.id, missionID));
  if (!row) throw notFound('Mission', missionID);
}

export async function findMissionReward(db: Executor, missionID: number): Promise<MissionReward | undefined> {
  const [row] = await db.select().from(missionRewards).where(eq(missionRewards.missionId, missionID));
  return row
    ? { prizeType: row.prizeType, itemID: row.itemId, itemIconURL: row.itemIconUrl, itemCount: row.itemCount }
    : undefined;
}

/** GET (admin): the mission's reward; code 0 when none is set. */
export async function missionReward(db: Executor, missionID: number): Promise<MissionReward> {
  await requireMission(db, missionID);
  const reward = await findMissionReward(db, missionID);
  if (!reward) throw claimError('REWARD_NOT_SET');
  return reward;
}

export async function setMissionReward(
  tx: Executor,
  missionID: number,
  input: MissionReward,
  email: string,
): Promise<MissionReward> {
  await requireMission(tx, missionID);
  const before = (await findMissionReward(tx, missionID)) ?? null;
  const values = {
    prizeType: input.prizeType,
    itemId: input.itemID,
    itemIconUrl: input.itemIconURL,
    itemCount: input.itemCount,
    updatedAt: new Date(),
  };
  await tx
    .insert(missionRewards)
    .values({ missionId: missionID, ...values })
    .onConflictDoUpdate({ target: missionRewards.missionId, set: values });
  const after = (await findMissionReward(tx, missionID))!;
  await recordChange(tx, {
    email,
    table: 'mission_rewards',
    objId: missionID,
    action: before ? 'update' : 'create',
    before,
    after,
  });
  return after;
}

export async function deleteMissionReward(
  tx: Executor,
  missionID: number,
  email: string,
): Promise<{ id: number }> {
  const before = await missionReward(tx, missionID);
  await tx.delete(missionRewards).where(eq(missionRewards.missionId, missionID));
  await recordChange(tx, {
    email,
    table: 'mission_rewards',
    objId: missionID,
    action: 'delete',
    before,
    after: null,
  });
  return { id: missionID };
}

/** GET /api/v1/public/missions/{id}/reward?userID=: Claimed once the user claimed it, else Unclaimed. */
export async function rewardState(
  db: Executor,
  missionID: number,
  userID: string,
): Promise<RewardStateResponse> {
  await requireMission(db, missionID);
  const [claim] = await db
    .select({ id: missionRewardClaims.id })
    .from(missionRewardClaims)
    .where(and(eq(missionRewardClaims.missionId, missionID), eq(missionRewardClaims.userId, userID)));
  return { missionID, userID, state: claim ? REWARD_STATES.Claimed : REWARD_STATES.Unclaimed };
}

/**
 * PUT /api/v1/public/missions/{id}/claimReward for the signed-in viewer (the route checks the token):
 * the reward must be set (code 0), the time inside the mission's period, the goal reached; the claim row
 * is unique per mission and user, so only one of any number of claims succeeds (code 7 for the rest).
 */
export async function claimMissionReward(
  tx: Executor,
  platform: Platform,
  missionID: number,
  userID: string,
  nowMs: number,
): Promise<ClaimRewardResponse> {
  await requireMission(tx, missionID);
  const reward = await findMissionReward(tx, missionID);
  if (!reward) throw claimError('REWARD_NOT_SET');
  const [ref] = await tx.select().from(missionRefs).where(eq(missionRefs.missionId, missionID));
  if (!ref) throw claimError('NOT_IN_PERIOD');
  const progress = (await userMissions(tx, platform, ref.refType as MissionRefType, ref.refId, userID)).find(
    (m) => m.id === missionID,
  );
  if (!progress || nowMs < progress.startTime * 1000 || nowMs >= progress.endTime * 1000)
    throw claimError('NOT_IN_PERIOD');
  // A goal of 0 is "no goal set": nothing to complete, nothing to claim.
  if (progress.goal <= 0 || progress.score < progress.goal) throw claimError('GOAL_NOT_REACHED');
  const [claimed] = await tx
    .insert(missionRewardClaims)
    .values({
      missionId: missionID,
      userId: userID,
      prizeType: reward.prizeType,
      itemId: reward.itemID,
      itemCount: reward.itemCount,
    })
    .onConflictDoNothing()
    .returning();
  if (!claimed) throw claimError('ALREADY_CLAIMED');
  await recordChange(tx, {
    email: `visitor:${userID}`,
    table: 'mission_reward_claims',
    objId: claimed.id,
    action: 'create',
    before: null,
    after: { missionID, userID, reward, state: REWARD_STATES.Claimed },
  });
  return { missionID, userID, state: REWARD_STATES.Claimed, reward };
}

/** The rewards of these missions, as the export document holds them. */
export async function exportMissionRewards(
  db: Executor,
  missionIDs: number[],
): Promise<(MissionReward & { missionID: number })[]> {
  if (missionIDs.length === 0) return [];
  const rows = await db
    .select()
    .from(missionRewards)
    .where(inArray(missionRewards.missionId, missionIDs))
    .orderBy(missionRewards.missionId);
  return rows.map((r) => ({
    missionID: r.missionId,
    prizeType: r.prizeType,
    itemID: r.itemId,
    itemIconURL: r.itemIconUrl,
    itemCount: r.itemCount,
  }));
}

/** Sets the document's rewards on the imported missions (new ids by `missionIDs`); unknown missions are skipped. */
export async function importMissionRewards(
  tx: Executor,
  list: readonly (MissionReward & { missionID: number })[],
  missionIDs: ReadonlyMap<number, number>,
  email: string,
): Promise<void> {
  for (const { missionID, ...reward } of list) {
    const id = missionIDs.get(missionID);
    if (id !== undefined) await setMissionReward(tx, id, reward, email);
  }
}

/**
 * The rewards granted in a campaign (decisions/0043): its missions' claims, newest first (then by id),
 * optionally of one mission, paged by limit and offset, with each user's open ID and name from the platform.
 */
export async function campaignRewardClaims(
  db: Executor,
  platform: Platform,
  campaignID: number,
  { limit, offset, missionID }: { limit: number; offset: number; missionID?: number },
): Promise<MissionRewardClaimsPage> {
  await findCampaign(db, campaignID);
  const where = and(
    eq(missions.campaignId, campaignID),
    missionID === undefined ? undefined : eq(missionRewardClaims.missionId, missionID),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ claim: missionRewardClaims, body: missions.body })
      .from(missionRewardClaims)
      .innerJoin(missions, eq(missions.id, missionRewardClaims.missionId))
      .where(where)
      .orderBy(desc(missionRewardClaims.claimedAt), desc(missionRewardClaims.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(missionRewardClaims)
      .innerJoin(missions, eq(missions.id, missionRewardClaims.missionId))
      .where(where),
  ]);
  const users = await platform.getUsers(rows.map((r) => r.claim.userId));
  return {
    total: totalRow?.n ?? 0,
    items: rows.map(({ claim, body }) => {
      const user = users.get(claim.userId);
      const descText = (body as { desc?: unknown }).desc;
      return {
        ID: claim.id,
        missionID: claim.missionId,
        missionDesc:
          descText && typeof descText === 'object' ? (descText as Partial<Record<string, string>>) : {},
        userID: claim.userId,
        openID: user?.openID ?? '',
        displayName: user?.displayName ?? '',
        prizeType: claim.prizeType,
        itemID: claim.itemId,
        itemCount: claim.itemCount,
        claimTime: unixSeconds(claim.claimedAt),
      };
    }),
  };
}
