// The lookup service of the campaign admin (admin spec §2 "Lookups: leaderboards, replay records,
// snapshots, action logs"; §7 Lookups and templates): read-only searches across campaigns, newest first,
// paged. The query schemas are the lookups' contract; lookup-routes.ts parses with them.
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import { SNAPSHOT_SOURCES } from '@eventory/domain/container-admin';
import { notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { recordSnapshots, replayJobs } from '../db/schema/engine-admin.ts';
import { toLeaderboard, unixSeconds } from '../campaigns/campaign-rows.ts';
import { readChangeLog } from '../change-log/change-log.ts';
import { campaignActionLogFilter, campaignContainerIds } from '../campaigns/owned-objects.ts';
import { given, pagingQuery } from '../http/params.ts';

export const LOOKUP_DEFAULT_LIMIT = 20;
export const LOOKUP_MAX_LIMIT = 200;

const positiveId = (name: string) => z.coerce.number().int().positive(`${name} must be a positive number`);

const paging = pagingQuery({ defaultLimit: LOOKUP_DEFAULT_LIMIT, maxLimit: LOOKUP_MAX_LIMIT });

export const leaderboardLookupSchema = z.object({
  campaignID: given(positiveId('campaignID').optional()),
  groupName: given(z.string().trim().max(100).optional()),
  containerID: given(positiveId('containerID').optional()),
  /** Deleted leaderboards are hidden (admin spec §5) unless asked for. */
  includeDeleted: given(
    z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(false),
  ),
  ...paging,
});

export const replayRecordLookupSchema = z.object({
  campaignID: given(positiveId('campaignID').optional()),
  containerID: given(positiveId('containerID').optional()),
  ...paging,
});

export const actionLogLookupSchema = z.object({
  campaignID: given(positiveId('campaignID')),
  ...paging,
});

const unixSecondsInput = z.number().int().min(0);

export const snapshotLookupSchema = z
  .object({
    containerIDs: z.array(z.number().int().positive('containerIDs hold positive ids')).max(500).optional(),
    campaignID: z.number().int().positive('campaignID must be a positive number').optional(),
    fromTimestamp: unixSecondsInput.optional(),
    toTimestamp: unixSecondsInput.optional(),
    sourceType: z
      .array(z.enum(SNAPSHOT_SOURCES, { error: `sourceType is one of ${SNAPSHOT_SOURCES.join(', ')}` }))
      .optional(),
    limit: z.number().int().min(1).max(LOOKUP_MAX_LIMIT).default(LOOKUP_DEFAULT_LIMIT),
    offset: z.number().int().min(0).default(0),
  })
  .refine(
    (q) => q.fromTimestamp === undefined || q.toTimestamp === undefined || q.fromTimestamp <= q.toTimestamp,
    { path: ['toTimestamp'], message: 'toTimestamp must not be before fromTimestamp' },
  );

export interface LeaderboardLookupItem extends Leaderboard {
  campaignCodeName: string;
}
export interface ReplayRecord {
  ID: number;
  containerID: number;
  status: string;
  requestedBy: string;
  eventsReplayed: number;
  error: string | null;
  /** Unix seconds. */
  startedAt: number;
  finishedAt: number | null;
}
export interface SnapshotSummary {
  ID: number;
  containerID: number;
  sourceType: string;
  /** Unix seconds. */
  timestamp: number;
  recordCount: number;
  createdBy: string;
}
export interface Page<T> {
  items: T[];
  total: number;
}

async function assertCampaign(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign', id);
}

const toReplayRecord = (r: typeof replayJobs.$inferSelect): ReplayRecord => ({
  ID: r.id,
  containerID: r.containerId,
  status: r.status,
  requestedBy: r.requestedBy,
  eventsReplayed: r.eventsReplayed,
  error: r.error,
  startedAt: unixSeconds(r.startedAt),
  finishedAt: r.finishedAt ? unixSeconds(r.finishedAt) : null,
});

export async function lookupLeaderboards(
  db: Executor,
  q: z.infer<typeof leaderboardLookupSchema>,
): Promise<Page<LeaderboardLookupItem>> {
  const where = and(
    q.campaignID === undefined ? undefined : eq(leaderboards.eventId, q.campaignID),
    q.groupName ? eq(leaderboards.groupName, q.groupName) : undefined,
    q.containerID === undefined ? undefined : eq(leaderboards.containerId, q.containerID),
    q.includeDeleted ? undefined : eq(leaderboards.isDeleted, false),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ board: leaderboards, codeName: campaigns.codeName })
      .from(leaderboards)
      .innerJoin(campaigns, eq(campaigns.id, leaderboards.eventId))
      .where(where)
      .orderBy(desc(leaderboards.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(leaderboards).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...toLeaderboard(r.board), campaignCodeName: r.codeName })),
    total: Number(total?.n ?? 0),
  };
}

export async function lookupReplayRecords(
  db: Executor,
  q: z.infer<typeof replayRecordLookupSchema>,
): Promise<Page<ReplayRecord>> {
  let scope: SQL | undefined;
  if (q.campaignID !== undefined) {
    await assertCampaign(db, q.campaignID);
    const ids = await campaignContainerIds(db, q.campaignID);
    if (ids.length === 0) return { items: [], total: 0 };
    scope = inArray(replayJobs.containerId, ids);
  }
  const where = and(
    scope,
    q.containerID === undefined ? undefined : eq(replayJobs.containerId, q.containerID),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(replayJobs).where(where).orderBy(desc(replayJobs.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(replayJobs).where(where),
  ]);
  return { items: rows.map(toReplayRecord), total: Number(total?.n ?? 0) };
}

/** The change log of a campaign and of everything it owns. */
export async function lookupActionLogs(
  db: Executor,
  q: z.infer<typeof actionLogLookupSchema>,
): Promise<ChangeLogPage> {
  await assertCampaign(db, q.campaignID);
  return readChangeLog(db, await campaignActionLogFilter(db, q.campaignID), q);
}

export async function lookupSnapshots(
  db: Executor,
  q: z.infer<typeof snapshotLookupSchema>,
): Promise<Page<SnapshotSummary>> {
  let scope: SQL | undefined;
  if (q.campaignID !== undefined) {
    await assertCampaign(db, q.campaignID);
    const ids = await campaignContainerIds(db, q.campaignID);
    if (ids.length === 0) return { items: [], total: 0 };
    scope = inArray(recordSnapshots.containerId, ids);
  }
  const where = and(
    scope,
    q.containerIDs?.length ? inArray(recordSnapshots.containerId, q.containerIDs) : undefined,
    q.fromTimestamp === undefined ? undefined : gte(recordSnapshots.timestamp, q.fromTimestamp),
    q.toTimestamp === undefined ? undefined : lte(recordSnapshots.timestamp, q.toTimestamp),
    q.sourceType?.length ? inArray(recordSnapshots.sourceType, q.sourceType) : undefined,
  );
  // The records payload stays out: a lookup lists snapshots, GET one snapshot reads it.
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ID: recordSnapshots.id,
        containerID: recordSnapshots.containerId,
        sourceType: recordSnapshots.sourceType,
        timestamp: recordSnapshots.timestamp,
        recordCount: recordSnapshots.recordCount,
        createdBy: recordSnapshots.createdBy,
      })
      .from(recordSnapshots)
      .where(where)
      .orderBy(desc(recordSnapshots.timestamp), desc(recordSnapshots.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(recordSnapshots).where(where),
  ]);
  return { items: rows, total: Number(total?.n ?? 0) };
}
