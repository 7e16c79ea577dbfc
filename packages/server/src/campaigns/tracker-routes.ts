// Admin API for a campaign's tracker settings and tracking counts, the replay status of its
// containers and the recalculate action (admin spec §7 Campaigns: /tracker, /tracker/leaderboards,
// /replay-status, /recalculate). Decisions: docs/decisions/0016-prizes-and-tracker.md.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  TRACKER_CLICK_EVENTS,
  trackerConfigSchema,
  trackerPatchSchema,
  type ContainerReplayStatus,
  type LeaderboardTracking,
  type RecalculateResult,
  type ReplayStatus,
  type Tracker,
} from '@eventory/domain/campaign-content';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { campaignTrackers, missions, questionnaires } from '../db/schema/campaign-content.ts';
import { leaderboards } from '../db/schema/campaigns.ts';
import { replayJobs } from '../db/schema/engine-admin.ts';
import { trackingEvents } from '../db/schema/visitor.ts';
import { startReplay } from '../engine/replay.ts';
import { parseWith } from '../http/validation.ts';
import { unixSeconds } from './campaign-rows.ts';
import { assertCampaignExists } from './roadmap-routes.ts';
import { idSchema } from '@eventory/domain/ids';

const idParamsSchema = z.object({ id: idSchema('id') });

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

export function registerTrackerRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const replay = { preHandler: app.guard('replayContainer', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/tracker', read, async (request) => {
    const id = idOf(request);
    await assertCampaignExists(app.db, id, 'id');
    return readTracker(app.db, id);
  });

  app.patch('/v1/admin/campaigns/:id/tracker', write, async (request) => {
    const id = idOf(request);
    const patch = parseWith(trackerPatchSchema, request.body);
    return app.db.transaction(async (tx) => {
      await assertCampaignExists(tx, id, 'id');
      const before = await readTracker(tx, id);
      const { campaignID: _c, updateTime: _u, ...current } = before;
      const config = trackerConfigSchema.parse({ ...current, ...patch });
      await tx
        .insert(campaignTrackers)
        .values({ campaignId: id, config })
        .onConflictDoUpdate({ target: campaignTrackers.campaignId, set: { config, updatedAt: new Date() } });
      const after = await readTracker(tx, id);
      await recordChange(tx, {
        email: request.admin.email,
        table: 'campaign_trackers',
        objId: id,
        action: before.updateTime === null ? 'create' : 'update',
        before: before.updateTime === null ? null : before,
        after,
      });
      return after;
    });
  });

  // Views: leaderboard_view events of the leaderboard's container; clicks: click events carrying it.
  app.get(
    '/v1/admin/campaigns/:id/tracker/leaderboards',
    read,
    async (request): Promise<LeaderboardTracking[]> => {
      const id = idOf(request);
      await assertCampaignExists(app.db, id, 'id');
      const boards = await app.db
        .select()
        .from(leaderboards)
        .where(and(eq(leaderboards.eventId, id), eq(leaderboards.isDeleted, false)))
        .orderBy(asc(leaderboards.id));
      const containerIds = boards.map((b) => b.containerId).filter((c): c is number => c !== null);
      const containerOf = sql<string>`${trackingEvents.properties} ->> 'containerID'`;
      const counts =
        containerIds.length === 0
          ? []
          : await app.db
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
    },
  );

  app.get(
    '/v1/admin/campaigns/:id/replay-status',
    read,
    async (request): Promise<ContainerReplayStatus[]> => {
      const id = idOf(request);
      await assertCampaignExists(app.db, id, 'id');
      const owned = await campaignContainers(app.db, id);
      if (owned.length === 0) return [];
      const jobs = await app.db
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
    },
  );

  app.post('/v1/admin/campaigns/:id/recalculate', replay, async (request): Promise<RecalculateResult[]> => {
    const id = idOf(request);
    await assertCampaignExists(app.db, id, 'id');
    const boards = (await campaignContainers(app.db, id)).filter((c) => c.owner.kind === 'leaderboard');
    const results: RecalculateResult[] = [];
    for (const { containerID } of boards) {
      try {
        await startReplay(app, containerID, request.admin.email);
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
  });
}
