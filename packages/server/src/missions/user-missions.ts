// The viewer's side of missions (visitor spec §3 "Mission", §7 user-missions calls; decisions/0039):
// the missions hanging on a leaderboard, campaign or roadmap, each with one user's progress read from
// the mission's own container (its record for the user; for a two-dimensional mission the record's
// contributors as sub-scores). Reads only: a gift that scores a mission shows here on the next read.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MissionRefType } from '@eventory/domain/missions';
import { DomainError } from '@eventory/domain/errors';
import { LOCALES } from '@eventory/domain/locales';
import { MAX_SUB_SCORES, type MissionSubScore, type UserMission } from '@eventory/domain/user-missions';
import type { Executor } from '../db/client.ts';
import { missionRefs, missionRoadmaps, missions } from '../db/schema/campaign-content.ts';
import { campaigns, evaluators, leaderboards, recordContributions, records } from '../db/schema/campaigns.ts';
import { missionRewards } from '../db/schema/mission-rewards.ts';
import type { Platform } from '../platform/platform.ts';

interface MissionBody {
  desc?: Record<string, string>;
  iconURL?: string;
  normalMission?: { goal?: number };
}

const refMissing = (refType: MissionRefType, refID: number) =>
  new DomainError('NOT_FOUND', `${refType} ${refID} was not found.`, 404, 'refID');

/** The period (unix seconds) of what missions hang on; 404 when it does not exist. */
export async function refPeriod(
  db: Executor,
  refType: MissionRefType,
  refID: number,
): Promise<{ startTime: number; endTime: number }> {
  if (refType === 'campaign') {
    const [c] = await db
      .select({ startTime: campaigns.startTime, endTime: campaigns.endTime })
      .from(campaigns)
      .where(eq(campaigns.id, refID));
    if (!c) throw refMissing(refType, refID);
    return c;
  }
  if (refType === 'leaderboard') {
    const [b] = await db
      .select({
        startTime: leaderboards.startTime,
        endTime: leaderboards.endTime,
        campaignEnd: campaigns.endTime,
      })
      .from(leaderboards)
      .innerJoin(campaigns, eq(campaigns.id, leaderboards.eventId))
      .where(and(eq(leaderboards.id, refID), eq(leaderboards.isDeleted, false)));
    if (!b) throw refMissing(refType, refID);
    // A leaderboard's end 0 means it ends with its campaign.
    return { startTime: b.startTime, endTime: b.endTime || b.campaignEnd };
  }
  const [r] = await db
    .select({ startTime: missionRoadmaps.startTime, endTime: missionRoadmaps.endTime })
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.id, refID));
  if (!r) throw refMissing(refType, refID);
  return r;
}

/**
 * The missions of a ref with `userID`'s progress, in id order; without a user, every score is 0 (the
 * editor's mission list). Missions without a container (none can be made so) are left out.
 */
export async function userMissions(
  db: Executor,
  platform: Platform,
  refType: MissionRefType,
  refID: number,
  userID: string | undefined,
): Promise<UserMission[]> {
  const period = await refPeriod(db, refType, refID);
  const rows = await db
    .select({ mission: missions, eventType: evaluators.eventType })
    .from(missionRefs)
    .innerJoin(missions, eq(missions.id, missionRefs.missionId))
    .leftJoin(evaluators, eq(evaluators.id, missions.evaluatorId))
    .where(and(eq(missionRefs.refType, refType), eq(missionRefs.refId, refID)))
    .orderBy(missions.id);
  const withContainer = rows.filter((r) => r.mission.missionContainerId !== null);
  const containerIds = withContainer.map((r) => r.mission.missionContainerId!);
  const scores =
    userID === undefined || containerIds.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ containerId: records.containerId, score: records.score })
              .from(records)
              .where(and(inArray(records.containerId, containerIds), eq(records.key, userID)))
          ).map((r) => [r.containerId, r.score]),
        );

  const rewards =
    withContainer.length === 0
      ? new Map<number, UserMission['rewardSetting']>()
      : new Map(
          (
            await db
              .select()
              .from(missionRewards)
              .where(
                inArray(
                  missionRewards.missionId,
                  withContainer.map((r) => r.mission.id),
                ),
              )
          ).map((r) => [
            r.missionId,
            { prizeType: r.prizeType, itemID: r.itemId, itemIconURL: r.itemIconUrl, itemCount: r.itemCount },
          ]),
        );
  const out: UserMission[] = [];
  for (const { mission, eventType } of withContainer) {
    const body = mission.body as MissionBody;
    const containerID = mission.missionContainerId!;
    const score = scores.get(containerID) ?? 0;
    const base: UserMission = {
      id: mission.id,
      type: mission.type,
      userMissionType: mission.userMissionType,
      desc: body.desc ?? {},
      startTime: period.startTime,
      endTime: period.endTime,
      missionContainerID: containerID,
      goal: mission.goal,
      score,
      iconURL: body.iconURL ?? '',
      eventType: eventType ?? 0,
      rewardSetting: rewards.get(mission.id) ?? null,
    };
    if (mission.userMissionType === 1) {
      const subGoal = body.normalMission?.goal ?? 0;
      const subScores = userID === undefined ? [] : await subScoresOf(db, platform, containerID, userID);
      // A two-dimensional mission counts the contributors who reached the sub-goal.
      const reached = subScores.filter((s) => s.value >= subGoal && s.value > 0).length;
      out.push({
        ...base,
        score: reached,
        twoDimMission: { goal: mission.goal, score: reached, subGoal, subScores },
      });
    } else out.push({ ...base, normalMission: { score, goal: mission.goal } });
  }
  return out;
}

async function subScoresOf(
  db: Executor,
  platform: Platform,
  containerID: number,
  userID: string,
): Promise<MissionSubScore[]> {
  const rows = await db
    .select({ key: recordContributions.senderId, value: recordContributions.score })
    .from(recordContributions)
    .where(and(eq(recordContributions.containerId, containerID), eq(recordContributions.key, userID)))
    .orderBy(desc(recordContributions.score), recordContributions.senderId)
    .limit(MAX_SUB_SCORES);
  const users = await platform.getUsers(rows.map((r) => r.key));
  return rows.map((r) => {
    const name = users.get(r.key)?.displayName ?? r.key;
    return { key: r.key, value: r.value, name: Object.fromEntries(LOCALES.map((l) => [l, name])) };
  });
}
