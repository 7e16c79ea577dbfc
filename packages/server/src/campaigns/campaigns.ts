// The campaign service (admin spec §3 Campaign, §5): find, create, update, a campaign's leaderboards and
// last edit. Every write runs in the caller's transaction with its change-log entry. The newer campaign
// API, the older event API and import/copy all write campaigns through here.
import { applyTimeReferences } from './time-references.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Campaign, CampaignInput, CampaignLastEdit, Leaderboard } from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { tags } from '../db/schema/campaign-admin.ts';
import { campaigns, leaderboards } from '../db/schema/campaigns.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { isUniqueViolation, toCampaign, toLeaderboard, unixSeconds } from './campaign-rows.ts';
import { campaignActionLogFilter } from './owned-objects.ts';

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

/** 404 naming `field` when the campaign does not exist (for ids given in a body or a path). */
export async function assertCampaignExists(
  db: Executor,
  campaignID: number,
  field = 'campaignID',
): Promise<void> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignID));
  if (!row) throw new DomainError('NOT_FOUND', `Campaign ${campaignID} was not found.`, 404, field);
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

export const inputOf = ({ ID: _id, createTime: _c, updateTime: _u, ...input }: Campaign): CampaignInput =>
  input;

/** A concurrent create can pass the check and still lose at the unique index; same answer. */
export async function withCodeNameGuard<T>(codeName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeNameTaken(codeName);
    throw error;
  }
}

/**
 * Creates a campaign, logged; the caller holds the transaction (wrapped in withCodeNameGuard). The older
 * event API chooses the id itself (allocateId); otherwise the database does.
 */
export async function createCampaign(
  tx: Executor,
  input: CampaignInput,
  email: string,
  allocateId?: (tx: Executor) => Promise<number>,
): Promise<Campaign> {
  checkCampaignTimes(input);
  await assertCodeNameFree(tx, input.codeName);
  await assertTagsExist(tx, input.tagIDs);
  const id = allocateId ? await allocateId(tx) : undefined;
  const [row] = await tx
    .insert(campaigns)
    .values({ ...(id === undefined ? {} : { id }), ...columnsOf(input) })
    .returning();
  if (!row) throw new Error('campaign insert returned no row');
  const campaign = toCampaign(row);
  await recordChange(tx, {
    email,
    table: 'campaigns',
    objId: campaign.ID,
    action: 'create',
    before: null,
    after: campaign,
  });
  return campaign;
}

/** Changes the fields a patch names of a found campaign, logged; the caller holds the transaction. */
export async function updateCampaign(
  tx: Executor,
  before: Campaign,
  patch: Partial<CampaignInput>,
  email: string,
): Promise<Campaign> {
  const id = before.ID;
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
  await recordChange(tx, { email, table: 'campaigns', objId: id, action: 'update', before, after });
  // Times that follow the campaign's start or end move with it (decision 0094).
  await applyTimeReferences(tx, id, email);
  return after;
}

/** The campaign's leaderboards that are not deleted, in id order. */
export async function campaignLeaderboards(db: Executor, id: number): Promise<Leaderboard[]> {
  await findCampaign(db, id);
  const rows = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, id), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  return rows.map(toLeaderboard);
}

/** The newest change-log entry of the campaign or of anything it owns. */
export async function campaignLastEdit(db: Executor, id: number): Promise<CampaignLastEdit | null> {
  await findCampaign(db, id);
  const [latest] = await db
    .select()
    .from(changeLog)
    .where(await campaignActionLogFilter(db, id))
    .orderBy(desc(changeLog.id))
    .limit(1);
  if (!latest) return null;
  return { email: latest.email, at: unixSeconds(latest.at), table: latest.tableName, action: latest.action };
}
