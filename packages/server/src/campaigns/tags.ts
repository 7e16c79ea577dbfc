// The tag service (tags are shared by all campaigns) and corporations (admin spec §3 Other entities, §7
// Campaigns). Writes run in the caller's transaction with their change-log entry; import reuses createTag.
import { asc, eq, sql } from 'drizzle-orm';
import type { Corporation, Tag } from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { corporations, tags } from '../db/schema/campaign-admin.ts';
import { isUniqueViolation } from './campaign-rows.ts';

type TagRow = typeof tags.$inferSelect;
export const toTag = (r: TagRow): Tag => ({ ID: r.id, name: r.name, color: r.color });

const tagNameTaken = (name: string) =>
  new DomainError(
    'TAG_NAME_TAKEN',
    `A tag named "${name}" exists; use it or pick another name.`,
    409,
    'name',
  );

/** Tag names are unique regardless of case, so "Spring" and "spring" are one tag. */
export async function findTagByName(db: Executor, name: string): Promise<Tag | undefined> {
  const [row] = await db
    .select()
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`);
  return row && toTag(row);
}

export async function withTagNameGuard<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw tagNameTaken(name);
    throw error;
  }
}

/** Creates a tag, logged; the caller holds the transaction (import reuses this). */
export async function createTag(
  tx: Executor,
  input: { name: string; color: string },
  email: string,
): Promise<Tag> {
  if (await findTagByName(tx, input.name)) throw tagNameTaken(input.name);
  const [row] = await tx.insert(tags).values(input).returning();
  if (!row) throw new Error('tag insert returned no row');
  const tag = toTag(row);
  await recordChange(tx, { email, table: 'tags', objId: tag.ID, action: 'create', before: null, after: tag });
  return tag;
}

/** The corporations offered until an admin screen manages them; written on first read. */
export const DEFAULT_CORPORATIONS: readonly Omit<Corporation, 'ID'>[] = [
  { name: 'Eventory Live', departments: ['Operations', 'Marketing', 'Partnerships'] },
  { name: 'Eventory Games', departments: ['Esports', 'Community'] },
  { name: 'Eventory Music', departments: ['Artists', 'Concerts'] },
];

export async function listTags(db: Executor): Promise<Tag[]> {
  return (await db.select().from(tags).orderBy(asc(tags.id))).map(toTag);
}

/** Changes a tag's name or color; the caller holds the transaction (wrapped in withTagNameGuard). */
export async function updateTag(
  tx: Executor,
  ID: number,
  patch: Partial<{ name: string; color: string }>,
  email: string,
): Promise<Tag> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, ID));
  if (!row) throw notFound('Tag', ID);
  const before = toTag(row);
  if (patch.name !== undefined) {
    const same = await findTagByName(tx, patch.name);
    if (same && same.ID !== ID) throw tagNameTaken(patch.name);
  }
  const [updated] = await tx
    .update(tags)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(tags.id, ID))
    .returning();
  if (!updated) throw notFound('Tag', ID);
  const after = toTag(updated);
  await recordChange(tx, { email, table: 'tags', objId: ID, action: 'update', before, after });
  return after;
}

export async function listCorporations(db: Executor): Promise<Corporation[]> {
  let rows = await db.select().from(corporations).orderBy(asc(corporations.id));
  if (rows.length === 0) {
    await db
      .insert(corporations)
      .values([...DEFAULT_CORPORATIONS])
      .onConflictDoNothing();
    rows = await db.select().from(corporations).orderBy(asc(corporations.id));
  }
  return rows.map((r) => ({ ID: r.id, name: r.name, departments: r.departments }));
}
