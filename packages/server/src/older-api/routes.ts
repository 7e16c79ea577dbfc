// The older event API (admin spec §7 "Older event API"; §5: ids up to 10000 use it) over the same
// tables as the newer campaign API: same permissions, same validation, same change log. It serves
// the older campaigns only (ids ≤ 10000); POST event/ hands out the next older id (decision 0017).
import { and, asc, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Campaign, CampaignInput, Leaderboard } from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import { translationSaveSchema } from '@eventory/domain/translations';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { campaignTranslations, leaderboardInitArrangements } from '../db/schema/campaign-admin.ts';
import {
  campaignTrackers,
  missionRoadmaps,
  missions,
  pageTemplateVersions,
  prizes,
  questionnaires,
} from '../db/schema/campaign-content.ts';
import { campaigns, containers, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { containsPattern } from '../campaigns/campaign-list.ts';
import {
  assertCodeNameFree,
  checkCampaignTimes,
  columnsOf,
  withCodeNameGuard,
} from '../campaigns/campaign-routes.ts';
import { toCampaign, toContainer, toLeaderboard } from '../campaigns/campaign-rows.ts';
import { createLeaderboard } from '../campaigns/leaderboard-routes.ts';
import { readTranslations, writeTranslations } from '../campaigns/translation-routes.ts';
import { parseWith } from '../http/validation.ts';
import {
  campaignInputOf,
  giftBucketInputSchema,
  OLDER_MAX_ID,
  olderEventInputSchema,
  olderEventPatchSchema,
  olderLeaderboardInputSchema,
  olderLeaderboardPatchSchema,
  olderSearchSchema,
  toOlderEvent,
  toOlderLeaderboard,
  type GiftBucket,
  type OlderEvent,
  type OlderLeaderboard,
  type OlderQuestionnaire,
} from './older-event.ts';
import { idSchema } from '@eventory/domain/ids';

const idParams = z.object({ id: idSchema('id') });
const boardParams = idParams.extend({
  lid: idSchema('lid'),
});
const keyParams = idParams.extend({ key: z.string().trim().min(1, 'key is required') });

/** Serialises older-id allocation across concurrent creates (any constant; pg advisory locks are per database). */
const OLDER_ID_LOCK = 0x45_56_54_31;

export const olderIdsExhausted = () =>
  new DomainError(
    'OLDER_IDS_EXHAUSTED',
    `Every older event id (1 to ${OLDER_MAX_ID}) is taken; create the campaign with the newer API (POST campaigns).`,
    409,
  );

/** An older campaign (id ≤ 10000); a newer one is answered by POST/GET campaigns instead. */
async function findOlderCampaign(db: Executor, id: number): Promise<Campaign> {
  if (id > OLDER_MAX_ID)
    throw new DomainError(
      'NOT_FOUND',
      `Event ${id} is a newer campaign (id above ${OLDER_MAX_ID}); read it with GET campaigns/${id}.`,
      404,
    );
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Event', id);
  return toCampaign(row);
}

async function eventLeaderboards(db: Executor, id: number): Promise<Leaderboard[]> {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.eventId, id))
    .orderBy(asc(leaderboards.id));
  return rows.map(toLeaderboard);
}

async function eventQuestionnaires(db: Executor, id: number): Promise<OlderQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, id))
    .orderBy(asc(questionnaires.id));
  return rows.map((q) => ({
    id: q.id,
    groupName: q.groupName,
    containerID: q.containerId,
    startTime: q.startTime,
    endTime: q.endTime,
  }));
}

export async function readOlderEvent(db: Executor, id: number): Promise<OlderEvent> {
  const campaign = await findOlderCampaign(db, id);
  // One after another: inside a transaction they share one connection.
  const boards = await eventLeaderboards(db, id);
  const qs = await eventQuestionnaires(db, id);
  const translations = await readTranslations(db, id);
  return toOlderEvent(campaign, boards, qs, translations);
}

/** The next free older id: one past the highest taken, under a transaction-scoped lock. */
async function nextOlderId(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OLDER_ID_LOCK})`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${campaigns.id})` })
    .from(campaigns)
    .where(lte(campaigns.id, OLDER_MAX_ID));
  const next = Number(row?.max ?? 0) + 1;
  if (next > OLDER_MAX_ID) throw olderIdsExhausted();
  return next;
}

async function findEventLeaderboard(db: Executor, eventId: number, lid: number): Promise<Leaderboard> {
  const [row] = await db
    .select()
    .from(leaderboards)
    .where(
      and(eq(leaderboards.id, lid), eq(leaderboards.eventId, eventId), eq(leaderboards.isDeleted, false)),
    );
  if (!row) throw new DomainError('NOT_FOUND', `Event ${eventId} has no leaderboard ${lid}.`, 404, 'lid');
  return toLeaderboard(row);
}

function checkBoardTimes(startTime: number, endTime: number, field = 'endTime'): void {
  if (endTime !== 0 && endTime <= startTime)
    throw new DomainError(
      'VALIDATION_ERROR',
      `${field}: a leaderboard must end after it starts (or 0: with its campaign)`,
      400,
      field,
    );
}

async function findGiftBucket(db: Executor, leaderboardId: number) {
  const [row] = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.type, 'GiftBucket'),
        eq(containers.refContainerType, 'Leaderboard'),
        eq(containers.refId, leaderboardId),
        eq(containers.isDeleted, false),
      ),
    );
  return row;
}

const toGiftBucket = (row: typeof containers.$inferSelect): GiftBucket => ({
  leaderboardID: row.refId,
  containerID: row.id,
  giftIDs: Array.isArray(row.meta.giftIDs) ? (row.meta.giftIDs as string[]) : [],
});

export function registerOlderEventRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const email = (request: FastifyRequest) => request.admin.email;

  app.get('/v1/admin/event/search', read, async (request) => {
    const q = parseWith(olderSearchSchema, request.query, 'query');
    const where = and(
      lte(campaigns.id, OLDER_MAX_ID),
      q.codeName ? ilike(campaigns.codeName, containsPattern(q.codeName)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.id))
        .limit(q.limit)
        .offset(q.offset),
      app.db.select({ n: count() }).from(campaigns).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const boards =
      ids.length === 0
        ? []
        : (
            await app.db
              .select()
              .from(leaderboards)
              .where(inArray(leaderboards.eventId, ids))
              .orderBy(asc(leaderboards.id))
          ).map(toLeaderboard);
    return {
      events: rows.map((r) =>
        toOlderEvent(
          toCampaign(r),
          boards.filter((b) => b.eventID === r.id),
          [],
          [],
        ),
      ),
      totalCount: Number(total?.n ?? 0),
    };
  });

  app.get('/v1/admin/event/:id', read, async (request) => {
    const { id } = parseWith(idParams, request.params, 'id');
    return readOlderEvent(app.db, id);
  });

  // "POST event/" (trailing slash): POST event without it is the test event of the tester (engine/routes.ts).
  app.post('/v1/admin/event/', write, async (request) => {
    const input = parseWith(olderEventInputSchema, request.body);
    const columns = campaignInputOf(input);
    checkCampaignTimes(columns);
    const id = await withCodeNameGuard(columns.codeName, () =>
      app.db.transaction(async (tx) => {
        await assertCodeNameFree(tx, columns.codeName);
        const id = await nextOlderId(tx);
        const [row] = await tx
          .insert(campaigns)
          .values({ id, ...columnsOf(columns) })
          .returning();
        if (!row) throw new Error('campaign insert returned no row');
        await recordChange(tx, {
          email: email(request),
          table: 'campaigns',
          objId: id,
          action: 'create',
          before: null,
          after: toCampaign(row),
        });
        if (input.translations.length > 0) {
          await writeTranslations(tx, id, input.translations);
          await recordChange(tx, {
            email: email(request),
            table: 'translations',
            objId: id,
            action: 'update',
            before: [],
            after: await readTranslations(tx, id),
          });
        }
        return id;
      }),
    );
    return { id };
  });

  app.patch('/v1/admin/event/:id', write, async (request) => {
    const { id } = parseWith(idParams, request.params, 'id');
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(olderEventPatchSchema, body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const { extraInfo, ...fields } = Object.fromEntries(
      Object.entries(parsed).filter(([k]) => k in body),
    ) as z.infer<typeof olderEventPatchSchema>;
    const extraGiven = (body.extraInfo ?? {}) as Record<string, unknown>;
    const patch: Partial<CampaignInput> = {
      ...fields,
      ...(extraInfo && 'corporation' in extraGiven ? { corporation: extraInfo.corporation ?? '' } : {}),
      ...(extraInfo && 'department' in extraGiven ? { department: extraInfo.department ?? '' } : {}),
    };
    await withCodeNameGuard(patch.codeName ?? '', () =>
      app.db.transaction(async (tx) => {
        const before = await findOlderCampaign(tx, id);
        const { ID: _i, createTime: _c, updateTime: _u, ...current } = before;
        const next: CampaignInput = { ...current, ...patch };
        checkCampaignTimes(next);
        if (next.codeName !== before.codeName) await assertCodeNameFree(tx, next.codeName, id);
        const [row] = await tx
          .update(campaigns)
          .set({ ...columnsOf(next), updatedAt: new Date() })
          .where(eq(campaigns.id, id))
          .returning();
        if (!row) throw notFound('Event', id);
        await recordChange(tx, {
          email: email(request),
          table: 'campaigns',
          objId: id,
          action: 'update',
          before,
          after: toCampaign(row),
        });
      }),
    );
    return readOlderEvent(app.db, id);
  });

  app.delete('/v1/admin/event/:id', write, async (request) => {
    const { id } = parseWith(idParams, request.params, 'id');
    return app.db.transaction(async (tx) => {
      const before = await readOlderEvent(tx, id);
      const owned: number[] = [];
      for (const table of [missions, missionRoadmaps, questionnaires, prizes]) {
        const [row] = await tx.select({ n: count() }).from(table).where(eq(table.campaignId, id));
        owned.push(Number(row?.n ?? 0));
      }

      if (owned.some((n) => n > 0))
        throw new DomainError(
          'EVENT_NOT_EMPTY',
          `Event ${id} still has missions, mission roadmaps, questionnaires or prizes; delete those first.`,
          409,
        );
      const boardIds = before.leaderboards.map((b) => b.id);
      if (boardIds.length > 0) {
        await tx
          .delete(leaderboardInitArrangements)
          .where(inArray(leaderboardInitArrangements.leaderboardId, boardIds));
        // The containers stay (hidden) with their records, for snapshots and the change log.
        await tx
          .update(containers)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(and(eq(containers.refContainerType, 'Leaderboard'), inArray(containers.refId, boardIds)));
        await tx.delete(leaderboards).where(eq(leaderboards.eventId, id));
      }
      await tx.delete(campaignTranslations).where(eq(campaignTranslations.campaignId, id));
      await tx.delete(pageTemplateVersions).where(eq(pageTemplateVersions.campaignId, id));
      await tx.delete(pageTemplates).where(eq(pageTemplates.campaignId, id));
      await tx.delete(campaignTrackers).where(eq(campaignTrackers.campaignId, id));
      await tx.delete(campaigns).where(eq(campaigns.id, id));
      await recordChange(tx, {
        email: email(request),
        table: 'campaigns',
        objId: id,
        action: 'delete',
        before,
        after: null,
      });
      return { id };
    });
  });

  app.get('/v1/admin/event/:id/leaderboard', read, async (request): Promise<OlderLeaderboard[]> => {
    const { id } = parseWith(idParams, request.params, 'id');
    await findOlderCampaign(app.db, id);
    return (await eventLeaderboards(app.db, id)).map(toOlderLeaderboard);
  });

  app.post('/v1/admin/event/:id/leaderboard', write, async (request): Promise<OlderLeaderboard> => {
    const { id } = parseWith(idParams, request.params, 'id');
    const input = parseWith(olderLeaderboardInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      const campaign = await findOlderCampaign(tx, id);
      const startTime = input.startTime ?? campaign.startTime;
      const endTime = input.endTime ?? (campaign.durationType === 'Forever' ? 0 : campaign.endTime);
      checkBoardTimes(startTime, endTime);
      const created = await createLeaderboard(
        tx,
        {
          eventID: id,
          groupName: input.groupName,
          designName: input.designName,
          type: input.type,
          startTime,
          endTime,
          endTimeCountdown: 0,
          giftIDsForAnalyzing: input.giftIDs,
        },
        email(request),
      );
      return toOlderLeaderboard(created);
    });
  });

  app.patch('/v1/admin/event/:id/leaderboard', write, async (request): Promise<OlderLeaderboard> => {
    const { id } = parseWith(idParams, request.params, 'id');
    const input = parseWith(olderLeaderboardPatchSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const before = await findEventLeaderboard(tx, id, input.id);
      const next = {
        groupName: input.groupName ?? before.groupName,
        designName: input.designName ?? before.designName,
        giftIds: input.giftIDs ?? before.giftIDsForAnalyzing,
        startTime: input.startTime ?? before.startTime,
        endTime: input.endTime ?? before.endTime,
      };
      checkBoardTimes(next.startTime, next.endTime);
      const [row] = await tx
        .update(leaderboards)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(leaderboards.id, before.ID))
        .returning();
      if (!row) throw notFound('Leaderboard', before.ID);
      if (before.containerID && next.groupName !== before.groupName)
        await tx
          .update(containers)
          .set({ groupName: next.groupName, updatedAt: new Date() })
          .where(eq(containers.id, before.containerID));
      const after = toLeaderboard(row);
      await recordChange(tx, {
        email: email(request),
        table: 'leaderboards',
        objId: before.ID,
        action: 'update',
        before,
        after,
      });
      return toOlderLeaderboard(after);
    });
  });

  app.delete('/v1/admin/event/:id/leaderboard/:lid', write, async (request): Promise<OlderLeaderboard> => {
    const { id, lid } = parseWith(boardParams, request.params, 'lid');
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const before = await findEventLeaderboard(tx, id, lid);
      const [row] = await tx
        .update(leaderboards)
        .set({ isDeleted: true, updatedAt: new Date() })
        .where(eq(leaderboards.id, lid))
        .returning();
      if (!row) throw notFound('Leaderboard', lid);
      const after = toLeaderboard(row);
      await recordChange(tx, {
        email: email(request),
        table: 'leaderboards',
        objId: lid,
        action: 'delete',
        before,
        after,
      });
      return toOlderLeaderboard(after);
    });
  });

  app.get('/v1/admin/event/:id/leaderboard/:lid/giftbucket', read, async (request): Promise<GiftBucket> => {
    const { id, lid } = parseWith(boardParams, request.params, 'lid');
    await findOlderCampaign(app.db, id);
    await findEventLeaderboard(app.db, id, lid);
    const bucket = await findGiftBucket(app.db, lid);
    if (!bucket) throw new DomainError('NOT_FOUND', `Leaderboard ${lid} has no gift bucket.`, 404);
    return toGiftBucket(bucket);
  });

  app.patch(
    '/v1/admin/event/:id/leaderboard/:lid/giftbucket',
    write,
    async (request): Promise<GiftBucket> => {
      const { id, lid } = parseWith(boardParams, request.params, 'lid');
      const { giftIDs } = parseWith(giftBucketInputSchema, request.body);
      return app.db.transaction(async (tx) => {
        await findOlderCampaign(tx, id);
        const board = await findEventLeaderboard(tx, id, lid);
        const existing = await findGiftBucket(tx, lid);
        const [row] = existing
          ? await tx
              .update(containers)
              .set({ meta: { ...existing.meta, giftIDs }, updatedAt: new Date() })
              .where(eq(containers.id, existing.id))
              .returning()
          : await tx
              .insert(containers)
              .values({
                type: 'GiftBucket',
                refId: lid,
                refContainerType: 'Leaderboard',
                groupName: board.groupName,
                meta: { giftIDs },
              })
              .returning();
        if (!row) throw new Error('gift bucket write returned no row');
        await recordChange(tx, {
          email: email(request),
          table: 'containers',
          objId: row.id,
          action: existing ? 'update' : 'create',
          before: existing ? { ...toContainer(existing), meta: existing.meta } : null,
          after: { ...toContainer(row), meta: row.meta },
        });
        return toGiftBucket(row);
      });
    },
  );

  app.delete(
    '/v1/admin/event/:id/leaderboard/:lid/giftbucket',
    write,
    async (request): Promise<GiftBucket> => {
      const { id, lid } = parseWith(boardParams, request.params, 'lid');
      return app.db.transaction(async (tx) => {
        await findOlderCampaign(tx, id);
        await findEventLeaderboard(tx, id, lid);
        const existing = await findGiftBucket(tx, lid);
        if (!existing) throw new DomainError('NOT_FOUND', `Leaderboard ${lid} has no gift bucket.`, 404);
        const [row] = await tx
          .update(containers)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(eq(containers.id, existing.id))
          .returning();
        if (!row) throw notFound('Container', existing.id);
        await recordChange(tx, {
          email: email(request),
          table: 'containers',
          objId: row.id,
          action: 'delete',
          before: { ...toContainer(existing), meta: existing.meta },
          after: { ...toContainer(row), meta: row.meta },
        });
        return toGiftBucket(row);
      });
    },
  );

  app.get('/v1/admin/event/:id/translation', read, async (request) => {
    const { id } = parseWith(idParams, request.params, 'id');
    await findOlderCampaign(app.db, id);
    return readTranslations(app.db, id);
  });

  const saveTranslations = async (request: FastifyRequest) => {
    const { id } = parseWith(idParams, request.params, 'id');
    // The older client sends the list itself; the newer one {keys}.
    const body = Array.isArray(request.body) ? { keys: request.body } : request.body;
    const { keys } = parseWith(translationSaveSchema, body);
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const names = keys.map((k) => k.key);
      const before = await readTranslations(tx, id, names);
      await writeTranslations(tx, id, keys);
      await recordChange(tx, {
        email: email(request),
        table: 'translations',
        objId: id,
        action: 'update',
        before,
        after: await readTranslations(tx, id, names),
      });
      return readTranslations(tx, id);
    });
  };
  app.put('/v1/admin/event/:id/translation', write, saveTranslations);
  app.post('/v1/admin/event/:id/translation', write, saveTranslations);

  app.delete('/v1/admin/event/:id/translation/:key', write, async (request) => {
    const { id, key } = parseWith(keyParams, request.params, 'key');
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const before = await readTranslations(tx, id, [key]);
      if (before.length === 0)
        throw new DomainError('NOT_FOUND', `Translation key "${key}" was not found.`, 404, 'key');
      await tx
        .delete(campaignTranslations)
        .where(and(eq(campaignTranslations.campaignId, id), eq(campaignTranslations.key, key)));
      await recordChange(tx, {
        email: email(request),
        table: 'translations',
        objId: id,
        action: 'delete',
        before,
        after: [],
      });
      return readTranslations(tx, id);
    });
  });
}
