// The tracker service (admin spec §7 Campaigns: /tracker, /tracker/leaderboards, /replay-status,
// /recalculate): a campaign's tracker settings and tracking counts, the replay status of its containers and
// the recalculate action. Decisions: docs/decisions/0016-prizes-and-tracker.md.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContainerReplayStatus, RecalculateResult, ReplayStatus } from '@eventory/domain/replay';
import {
  TRACKER_CLICK_EVENTS,
  trackerConfigSchema,
  type LeaderboardTracking,
  type Tracker,
  type TrackerPatch,
} from '@eventory/domain/tracker';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { campaignTrackers, missions, questionnaires } from '../db/schema/campaign-content.ts';
import { leaderboards } from '../db/schema/campaigns.ts';
import { replayJobs } from '../db/schema/engine-admin.ts';
import { trackingEvents } from '../db/schema/visitor.ts';
import { startReplay } from '../engine/replay.ts';
import { unixSeconds } from './campaign-rows.ts';
import { assertCampaignExists } from './campaigns.ts';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

export async function readTracker(db: Executor, campaignID: number): Promise<Tracker> {
  const [row] = await db.select().from(campaignTrackers).where(eq(campaignTrackers.campaignId, campaignID));
  return {
    campaignID,
    ...trackerConfigSchema.parse(row?.config ?? {}),
    updateTime: row ? unixSeconds(row.updatedAt) : null,
  };
}

/** The campaign's containers with what owns each: leaderboards, missions, attached questionnaires. */
export async function campaignContainers(
  db: Executor,
  campaignID: number,
): Promise<{ containerID: number; owner: ContainerReplayStatus['owner'] }[]> {
  const boards = await db
    .select({ id: leaderboards.id, groupName: leaderboards.groupName, containerId: leaderboards.containerId })
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  const missionRows = await db
    .select({ id: missions.id, groupName: missions.groupName, containerId: missions.missionContainerId })
    .from(missions)
    .where(and(eq(missions.campaignId, campaignID), isNotNull(missions.missionContainerId)))
    .orderBy(asc(missions.id));
  const questionnaireRows = await db
    .select({
      id: questionnaires.id,
      groupName: questionnaires.groupName,
      containerId: questionnaires.containerId,
    })
    .from(questionnaires)
    .where(and(eq(questionnaires.campaignId, campaignID), isNotNull(questionnaires.containerId)))
    .orderBy(asc(questionnaires.id));
  const out: { containerID: number; owner: ContainerReplayStatus['owner'] }[] = [];
  const seen = new Set<number>();
  const add = (
    kind: ContainerReplayStatus['owner']['kind'],
    rows: { id: number; groupName: string; containerId: number | null }[],
  ) => {
    for (const r of rows)
      if (r.containerId && !seen.has(r.containerId)) {
        seen.add(r.containerId);
        out.push({ containerID: r.containerId, owner: { kind, ID: r.id, groupName: r.groupName } });
      }
  };
  add('leaderboard', boards);
  add('mission', missionRows);
  add('questionnaire', questionnaireRows);
  return out;
}

const replayStatusOf = (jobStatus: string | undefined): ReplayStatus =>
  jobStatus === 'Preparing' ? 'Preparing' : jobStatus === 'Done' ? 'Done' : 'Unknown';

/** Changes the settings a patch names (the first save creates them); logged. */
export async function saveTracker(
  tx: Executor,
  campaignID: number,
  patch: TrackerPatch,
  email: string,
): Promise<Tracker> {
  await assertCampaignExists(tx, campaignID, 'id');
  const before = await readTracker(tx, campaignID);
  const { campaignID: _c, updateTime: _u, ...current } = before;
  const config = trackerConfigSchema.parse({ ...current, ...patch });
  await tx
    .insert(campaignTrackers)
    .values({ campaignId: campaignID, config })
    .onConflictDoUpdate({ target: campaignTrackers.campaignId, set: { config, updatedAt: new Date() } });
  const after = await readTracker(tx, campaignID);
  await recordChange(tx, {
    email,
    table: 'campaign_trackers',
    objId: campaignID,
    action: before.updateTime === null ? 'create' : 'update',
    before: before.updateTime === null ? null : before,
    after,
  });
  return after;
}

/** Views: leaderboard_view events of the leaderboard's container; clicks: click events carrying it. */
export async function leaderboardTracking(db: Executor, campaignID: number): Promise<LeaderboardTracking[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const boards = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  const containerIds = boards.map((b) => b.containerId).filter((c): c is number => c !== null);
  const containerOf = sql<string>`${trackingEvents.properties} ->> 'containerID'`;
  const counts =
    containerIds.length === 0
      ? []
      : await db
          .select({ containerID: containerOf, name: trackingEvents.name, n: sql<number>`count(*)` })
          .from(trackingEvents)
          .where(
            and(
              inArray(trackingEvents.name, ['leaderboard_view', ...TRACKER_CLICK_EVENTS]),
              inArray(containerOf, containerIds.map(String)),
            ),
          )
          .groupBy(containerOf, trackingEvents.name);
  const clickNames = new Set<string>(TRACKER_CLICK_EVENTS);
  return boards.map((b) => {
    const mine = counts.filter((c) => c.containerID === String(b.containerId));
    const sum = (pick: (name: string) => boolean) =>
      mine.filter((c) => pick(c.name)).reduce((s, c) => s + Number(c.n), 0);
    return {
      leaderboardID: b.id,
      groupName: b.groupName,
      containerID: b.containerId ?? 0,
      views: sum((n) => n === 'leaderboard_view'),
      clicks: sum((n) => clickNames.has(n)),
    };
  });
}

/** The latest replay job of each container the campaign owns. */
export async function campaignReplayStatus(
  db: Executor,
  campaignID: number,
): Promise<ContainerReplayStatus[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const owned = await campaignContainers(db, campaignID);
  if (owned.length === 0) return [];
  const jobs = await db
    .select()
    .from(replayJobs)
    .where(
      inArray(
        replayJobs.containerId,
        owned.map((o) => o.containerID),
      ),
    )
    .orderBy(desc(replayJobs.id));
  const latest = new Map<number, (typeof jobs)[number]>();
  for (const job of jobs) if (!latest.has(job.containerId)) latest.set(job.containerId, job);
  return owned.map(({ containerID, owner }) => {
    const job = latest.get(containerID);
    return {
      containerID,
      owner,
      status: replayStatusOf(job?.status),
      jobStatus: job?.status ?? null,
      startedAt: job ? unixSeconds(job.startedAt) : null,
      finishedAt: job?.finishedAt ? unixSeconds(job.finishedAt) : null,
      eventsReplayed: job?.eventsReplayed ?? 0,
    };
  });
}

/** Starts a replay of each of the campaign's leaderboard containers; answers which ones started. */
export async function recalculateCampaign(
  app: FastifyInstance,
  campaignID: number,
  email: string,
): Promise<RecalculateResult[]> {
  await assertCampaignExists(app.db, campaignID, 'id');
  const boards = (await campaignContainers(app.db, campaignID)).filter((c) => c.owner.kind === 'leaderboard');
  const results: RecalculateResult[] = [];
  for (const { containerID } of boards) {
    try {
      await startReplay(app, containerID, email);
      results.push({ containerID, started: true });
    } catch (error) {
      results.push({
        containerID,
        started: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

/** Import: a document's tracker settings as `campaignId`'s, in the change log. */
export async function importTracker(
  tx: Executor,
  campaignId: number,
  tracker: CampaignDocument['tracker'],
  email: string,
): Promise<void> {
  if (!tracker) return;
  await tx.insert(campaignTrackers).values({ campaignId, config: tracker });
  await recordCreate(tx, email, 'campaign_trackers', campaignId, await readTracker(tx, campaignId));
}

/** Export: the campaign's tracker settings, or null when it has none. */
export async function exportTracker(db: Executor, campaignId: number): Promise<CampaignDocument['tracker']> {
  const [row] = await db.select().from(campaignTrackers).where(eq(campaignTrackers.campaignId, campaignId));
  if (!row) return null;
  const { campaignID: _c, updateTime: _u, ...config } = await readTracker(db, campaignId);
  return config;
}
