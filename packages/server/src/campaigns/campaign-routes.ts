// Admin API for campaigns (admin spec §7 Campaigns): create, patch, list, read, and a campaign's
// leaderboards. Every write is one transaction with its change-log entry.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  campaignInputSchema,
  type Campaign,
  type CampaignInput,
  type CampaignLastEdit,
  type CampaignList,
} from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { tags } from '../db/schema/campaign-admin.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { parseWith } from '../http/validation.ts';
import { campaignListQuerySchema, listCampaigns } from './campaign-list.ts';
import { isUniqueViolation, toCampaign, toLeaderboard, unixSeconds } from './campaign-rows.ts';
import { campaignActionLogFilter } from './owned-objects.ts';
import { idSchema } from '@eventory/domain/ids';

export const idParamsSchema = z.object({
  id: idSchema('id'),
});

export const codeNameTaken = (codeName: string) =>
  new DomainError(
    'CODE_NAME_TAKEN',
    `Code name "${codeName}" is taken by another campaign; pick another.`,
    409,
    'codeName',
  );

/** A Duration campaign must end after it starts; a Forever one has no end. */
export function checkCampaignTimes(
  input: Pick<CampaignInput, 'durationType' | 'startTime' | 'endTime'>,
): void {
  if (input.durationType === 'Duration' && input.endTime <= input.startTime)
    throw new DomainError(
      'VALIDATION_ERROR',
      'endTime: a Duration campaign must end after it starts',
      400,
      'endTime',
    );
}

export async function assertCodeNameFree(tx: Executor, codeName: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.codeName, codeName));
  if (taken && taken.id !== exceptId) throw codeNameTaken(codeName);
}

export async function findCampaign(db: Executor, id: number): Promise<Campaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign', id);
  return toCampaign(row);
}

export const columnsOf = (input: CampaignInput) => ({
  codeName: input.codeName,
  name: input.name,
  designName: input.designName,
  kind: input.kind,
  size: input.size,
  timezone: input.timezone,
  durationType: input.durationType,
  regions: input.regions,
  startTime: input.startTime,
  endTime: input.endTime,
  isPermanent: input.isPermanent,
  url: input.URL,
  scope: input.scope,
  corporation: input.corporation,
  department: input.department,
  tagIds: input.tagIDs,
  theme: input.theme,
});

/** Every tag a campaign names must exist (tags are shared by all campaigns). */
async function assertTagsExist(tx: Executor, tagIDs: readonly number[]): Promise<void> {
  if (tagIDs.length === 0) return;
  const found = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, [...tagIDs]));
  const known = new Set(found.map((t) => t.id));
  const missing = tagIDs.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new DomainError(
      'VALIDATION_ERROR',
      `tagIDs: no tag ${missing.join(', ')}; pick tags from GET tags/all`,
      400,
      'tagIDs',
    );
}

const inputOf = ({ ID: _id, createTime: _c, updateTime: _u, ...input }: Campaign): CampaignInput => input;

/** A concurrent create can pass the check and still lose at the unique index; same answer. */
export async function withCodeNameGuard<T>(codeName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeNameTaken(codeName);
    throw error;
  }
}

export function registerCampaignRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };

  app.post('/v1/admin/campaigns', write, async (request) => {
    const input = parseWith(campaignInputSchema, request.body);
    checkCampaignTimes(input);
    const created = await withCodeNameGuard(input.codeName, () =>
      app.db.transaction(async (tx) => {
        await assertCodeNameFree(tx, input.codeName);
        await assertTagsExist(tx, input.tagIDs);
        const [row] = await tx.insert(campaigns).values(columnsOf(input)).returning();
        if (!row) throw new Error('campaign insert returned no row');
        const campaign = toCampaign(row);
        await recordChange(tx, {
          email: request.admin.email,
          table: 'campaigns',
          objId: campaign.ID,
          action: 'create',
          before: null,
          after: campaign,
        });
        return campaign;
      }),
    );
    return { ID: created.ID };
  });

  app.patch('/v1/admin/campaigns/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(campaignInputSchema.partial(), body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const patch = Object.fromEntries(
      Object.entries(parsed).filter(([k]) => k in body),
    ) as Partial<CampaignInput>;
    return withCodeNameGuard(patch.codeName ?? '', () =>
      app.db.transaction(async (tx) => {
        const before = await findCampaign(tx, id);
        const next: CampaignInput = { ...inputOf(before), ...patch };
        checkCampaignTimes(next);
        if (next.codeName !== before.codeName) await assertCodeNameFree(tx, next.codeName, id);
        if (patch.tagIDs) await assertTagsExist(tx, patch.tagIDs);
        const [row] = await tx
          .update(campaigns)
          .set({ ...columnsOf(next), updatedAt: new Date() })
          .where(eq(campaigns.id, id))
          .returning();
        if (!row) throw notFound('Campaign', id);
        const after = toCampaign(row);
        await recordChange(tx, {
          email: request.admin.email,
          table: 'campaigns',
          objId: id,
          action: 'update',
          before,
          after,
        });
        return after;
      }),
    );
  });

  app.get('/v1/admin/campaigns', read, async (request): Promise<CampaignList> => {
    const q = parseWith(campaignListQuerySchema, request.query, 'query');
    return listCampaigns(app.db, q, Math.floor(Date.now() / 1000));
  });

  app.get('/v1/admin/campaigns/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findCampaign(app.db, id);
  });

  app.get('/v1/admin/campaigns/:id/leaderboards', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    await findCampaign(app.db, id);
    const rows = await app.db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.eventId, id), eq(leaderboards.isDeleted, false)))
      .orderBy(asc(leaderboards.id));
    return rows.map(toLeaderboard);
  });

  app.get('/v1/admin/campaigns/:id/last-edit', read, async (request): Promise<CampaignLastEdit | null> => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    await findCampaign(app.db, id);
    const [latest] = await app.db
      .select()
      .from(changeLog)
      .where(await campaignActionLogFilter(app.db, id))
      .orderBy(desc(changeLog.id))
      .limit(1);
    if (!latest) return null;
    return {
      email: latest.email,
      at: unixSeconds(latest.at),
      table: latest.tableName,
      action: latest.action,
    };
  });
}
