// The history of a campaign's base missions (issue 17 §4 `baseMissionHistory`, decision 0078): every change
// of its missions (deleted ones included) and their rewards, read from the change log, and per day in the
// campaign's timezone how many viewers first completed each mission (mission_completions, noted by the
// record write that reached the goal) and how many claimed its reward (mission_reward_claims).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import {
  MISSION_HISTORY_TABLES,
  DAY_MS,
  dayOfNumber,
  type MissionChangesPage,
  type MissionDay,
  type MissionDaysAnswer,
} from '@eventory/domain/mission-history';
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
import { readChangeLog } from '../change-log/change-log.ts';
import { rowsOf, type Executor } from '../db/client.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { missions } from '../db/schema/campaign-content.ts';
import { missionCompletions, missionRewardClaims } from '../db/schema/mission-rewards.ts';
import { findCampaign } from './campaigns.ts';

/** Every mission the campaign has or had: its missions now and those its change log names (deleted ones). */
async function campaignMissionIds(db: Executor, campaignID: number): Promise<Set<number>> {
  const [now, logged] = await Promise.all([
    db.select({ id: missions.id }).from(missions).where(eq(missions.campaignId, campaignID)),
    db
      .selectDistinct({ objId: changeLog.objId })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.tableName, 'missions'),
          sql`coalesce(${changeLog.after}->>'campaignID', ${changeLog.before}->>'campaignID') = ${String(campaignID)}`,
        ),
      ),
  ]);
  return new Set([...now.map((r) => r.id), ...logged.map((r) => Number(r.objId))]);
}

/** The missions asked about: all of the campaign's, or the one named (404 when it is not the campaign's). */
async function missionsAsked(
  db: Executor,
  campaignID: number,
  missionID: number | undefined,
): Promise<number[]> {
  const ids = await campaignMissionIds(db, campaignID);
  if (missionID === undefined) return [...ids];
  if (!ids.has(missionID))
    throw new DomainError(
      'NOT_FOUND',
      `Mission ${missionID} is not a mission of campaign ${campaignID} (GET campaigns/${campaignID}/missions lists them).`,
      404,
      'missionID',
    );
  return [missionID];
}

/** The change-log entries of the campaign's missions and their rewards, newest first, paged. */
export async function missionChanges(
  db: Executor,
  campaignID: number,
  { limit, offset, missionID }: { limit: number; offset: number; missionID?: number },
): Promise<MissionChangesPage> {
  await findCampaign(db, campaignID);
  const ids = await missionsAsked(db, campaignID, missionID);
  if (ids.length === 0) return { items: [], total: 0 };
  return readChangeLog(
    db,
    and(
      inArray(changeLog.tableName, [...MISSION_HISTORY_TABLES]),
      inArray(
        changeLog.objId,
        ids.map((id) => String(id)),
      ),
    ),
    { limit, offset },
  );
}

/** Per mission and day (campaign timezone): completions and claims, days with activity only, oldest first. */
export async function missionDays(
  db: Executor,
  campaignID: number,
  { missionID }: { missionID?: number },
): Promise<MissionDaysAnswer> {
  const campaign = await findCampaign(db, campaignID);
  const ids = await missionsAsked(db, campaignID, missionID);
  const answer: MissionDaysAnswer = { campaignID, timezone: campaign.timezone, days: [] };
  if (ids.length === 0) return answer;
  const offsetMs = timezoneOffsetMinutes(campaign.timezone) * 60_000;
  const [completions, claims] = await Promise.all([
    db.execute(sql`
      select ${missionCompletions.missionId} as mission, floor((${missionCompletions.completedMs} + ${offsetMs}) / ${DAY_MS})::int as day, count(*)::int as n
      from ${missionCompletions}
      where ${inArray(missionCompletions.missionId, ids)}
      group by 1, 2`),
    db.execute(sql`
      select ${missionRewardClaims.missionId} as mission, floor((extract(epoch from ${missionRewardClaims.claimedAt}) * 1000 + ${offsetMs}) / ${DAY_MS})::int as day, count(*)::int as n
      from ${missionRewardClaims}
      where ${inArray(missionRewardClaims.missionId, ids)}
      group by 1, 2`),
  ]);
  const byDay = new Map<string, { dayNumber: number; entry: MissionDay }>();
  const add = (rows: unknown, field: 'completions' | 'claims') => {
    for (const r of rowsOf<{ mission: number; day: number; n: number }>(rows)) {
      const dayNumber = Number(r.day);
      const key = `${dayNumber}:${r.mission}`;
      const found = byDay.get(key) ?? {
        dayNumber,
        entry: { missionID: Number(r.mission), day: dayOfNumber(dayNumber), completions: 0, claims: 0 },
      };
      found.entry[field] += Number(r.n);
      byDay.set(key, found);
    }
  };
  add(completions, 'completions');
  add(claims, 'claims');
  answer.days = [...byDay.values()]
    .sort((a, b) => a.dayNumber - b.dayNumber || a.entry.missionID - b.entry.missionID)
    .map((d) => d.entry);
  return answer;
}
