// What a campaign owns, for the change-log searches that cover a campaign and everything in it
// (last edit of the campaign detail, the action-log lookup) and for lookups scoped to a campaign.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { missionRoadmaps, missions, prizes, questionnaires } from '../db/schema/campaign-content.ts';
import { containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';

export async function campaignContainerIds(db: Executor, campaignId: number): Promise<number[]> {
  const [boards, missionRows, questionnaireRows] = await Promise.all([
    db
      .select({ id: containers.id })
      .from(containers)
      .innerJoin(leaderboards, eq(leaderboards.id, containers.refId))
      .where(and(eq(containers.refContainerType, 'Leaderboard'), eq(leaderboards.eventId, campaignId))),
    db.select({ id: missions.missionContainerId }).from(missions).where(eq(missions.campaignId, campaignId)),
    db
      .select({ id: questionnaires.containerId })
      .from(questionnaires)
      .where(eq(questionnaires.campaignId, campaignId)),
  ]);
  const ids = [...boards, ...missionRows, ...questionnaireRows]
    .map((r) => r.id)
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/** The change-log rows of a campaign and of everything it owns. */
export async function campaignActionLogFilter(db: Executor, campaignId: number): Promise<SQL | undefined> {
  const [boards, containerIds, missionRows, questionnaireRows, roadmapRows, prizeRows] = await Promise.all([
    db.select({ id: leaderboards.id }).from(leaderboards).where(eq(leaderboards.eventId, campaignId)),
    campaignContainerIds(db, campaignId),
    db.select({ id: missions.id }).from(missions).where(eq(missions.campaignId, campaignId)),
    db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(eq(questionnaires.campaignId, campaignId)),
    db
      .select({ id: missionRoadmaps.id })
      .from(missionRoadmaps)
      .where(eq(missionRoadmaps.campaignId, campaignId)),
    db.select({ id: prizes.id }).from(prizes).where(eq(prizes.campaignId, campaignId)),
  ]);
  const evaluatorRows =
    containerIds.length === 0
      ? []
      : await db
          .select({ id: evaluators.id })
          .from(evaluators)
          .where(inArray(evaluators.targetContainerId, containerIds));
  const boardIds = boards.map((b) => b.id);
  const of = (tables: readonly string[], ids: readonly number[]) =>
    ids.length === 0
      ? undefined
      : and(inArray(changeLog.tableName, [...tables]), inArray(changeLog.objId, ids.map(String)));
  return or(
    of(['campaigns', 'translations', 'page_templates', 'campaign_trackers'], [campaignId]),
    of(['leaderboards', 'leaderboard_init_arrangements'], boardIds),
    of(['containers'], containerIds),
    of(
      ['evaluators'],
      evaluatorRows.map((e) => e.id),
    ),
    of(
      ['missions'],
      missionRows.map((m) => m.id),
    ),
    of(
      ['questionnaires'],
      questionnaireRows.map((q) => q.id),
    ),
    of(
      ['mission_roadmaps'],
      roadmapRows.map((r) => r.id),
    ),
    of(
      ['prizes'],
      prizeRows.map((p) => p.id),
    ),
  );
}
