// The cache-system service (admin spec §7 Cache system; decisions/0052-cache-system.md): cache configs
// (create, read, change, delete with their change-log entries, table "cache_configs") and their values
// (read, write checked per content type, clear), and the campaign-cache fetcher's read of a value.
import { asc, eq } from 'drizzle-orm';
import {
  cacheValueProblem,
  cacheValueView,
  type CacheConfig,
  type CacheConfigInput,
  type CacheConfigPatch,
  type CacheContentType,
  type CacheValue,
} from '@eventory/domain/cache-system';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { cacheConfigs } from '../db/schema/cache-system.ts';
import type { CacheValueStore } from './cache-values.ts';

export const CACHE_TABLE = 'cache_configs';
/** How much of a value the change log keeps. */
const LOGGED_VALUE = 4096;

type Row = typeof cacheConfigs.$inferSelect;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const toCacheConfig = (row: Row): CacheConfig => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  contentType: row.contentType as CacheContentType,
  options: { ttlSeconds: row.options.ttlSeconds ?? 0, description: row.options.description ?? '' },
  createTime: seconds(row.createdAt),
  updateTime: seconds(row.updatedAt),
});

async function rowOf(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(cacheConfigs).where(eq(cacheConfigs.id, id));
  if (!row) throw notFound('Cache config', id);
  return row;
}

async function checkNameFree(db: Executor, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: cacheConfigs.id })
    .from(cacheConfigs)
    .where(eq(cacheConfigs.name, name));
  if (taken && taken.id !== exceptId)
    throw new DomainError('CACHE_NAME_TAKEN', `A cache named ${name} already exists.`, 409, 'name');
}

export async function listCacheConfigs(db: Executor): Promise<{ items: CacheConfig[] }> {
  const rows = await db.select().from(cacheConfigs).orderBy(asc(cacheConfigs.name));
  return { items: rows.map(toCacheConfig) };
}

export const findCacheConfig = async (db: Executor, id: number) => toCacheConfig(await rowOf(db, id));

export async function createCacheConfig(
  db: Executor,
  input: CacheConfigInput,
  email: string,
): Promise<CacheConfig> {
  await checkNameFree(db, input.name);
  const [row] = await db
    .insert(cacheConfigs)
    .values({ name: input.name, contentType: input.contentType, options: input.options })
    .returning();
  if (!row) throw new Error('cache config insert returned nothing');
  const config = toCacheConfig(row);
  await recordChange(db, {
    email,
    table: CACHE_TABLE,
    objId: row.id,
    action: 'create',
    before: null,
    after: config,
  });
  return config;
}

export async function updateCacheConfig(
  db: Executor,
  id: number,
  patch: CacheConfigPatch,
  email: string,
): Promise<CacheConfig> {
  const before = await rowOf(db, id);
  if (patch.name !== undefined) await checkNameFree(db, patch.name, id);
  const [row] = await db
    .update(cacheConfigs)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.contentType !== undefined ? { contentType: patch.contentType } : {}),
      options: { ...before.options, ...patch.options },
      updatedAt: new Date(),
    })
    .where(eq(cacheConfigs.id, id))
    .returning();
  if (!row) throw notFound('Cache config', id);
  const config = toCacheConfig(row);
  await recordChange(db, {
    email,
    table: CACHE_TABLE,
    objId: id,
    action: 'update',
    before: toCacheConfig(before),
    after: config,
  });
  return config;
}

export async function deleteCacheConfig(
  db: Executor,
  values: CacheValueStore,
  id: number,
  email: string,
): Promise<CacheConfig> {
  const row = await rowOf(db, id);
  await values.clear(db, row);
  await db.delete(cacheConfigs).where(eq(cacheConfigs.id, id));
  const config = toCacheConfig(row);
  await recordChange(db, {
    email,
    table: CACHE_TABLE,
    objId: id,
    action: 'delete',
    before: config,
    after: null,
  });
  return config;
}

function valueOf(row: Row, stored: { value: string; updatedAt: number } | undefined): CacheValue {
  const contentType = row.contentType as CacheContentType;
  return {
    id: row.id,
    name: row.name,
    contentType,
    raw: stored?.value ?? null,
    value: stored ? cacheValueView(stored.value, contentType) : null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

export async function readCache(db: Executor, values: CacheValueStore, id: number): Promise<CacheValue> {
  const row = await rowOf(db, id);
  return valueOf(row, await values.get(db, row));
}

/** Writes the cache's value (checked for its content type); undefined or '' clears it. */
export async function writeCache(
  db: Executor,
  values: CacheValueStore,
  id: number,
  text: string | undefined,
  email: string,
): Promise<CacheValue> {
  const row = await rowOf(db, id);
  const contentType = row.contentType as CacheContentType;
  const before = await values.get(db, row);
  let after;
  if (text === undefined || text === '') {
    await values.clear(db, row);
  } else {
    const problem = cacheValueProblem(text, contentType);
    if (problem) throw new DomainError('VALIDATION_ERROR', `value ${problem}`, 400, 'value');
    after = await values.set(db, row, text, row.options.ttlSeconds ?? 0);
  }
  const logged = (v: typeof before) =>
    v ? { value: v.value.slice(0, LOGGED_VALUE), updatedAt: v.updatedAt } : null;
  await recordChange(db, {
    email,
    table: CACHE_TABLE,
    objId: id,
    action: 'update',
    before: { value: logged(before) },
    after: { value: logged(after) },
  });
  return valueOf(row, after);
}

/**
 * The campaign-cache fetcher's answer (visitor spec §5): the shown value of the cache with this id,
 * uuid or name; an empty cache answers an empty list of rows.
 */
export async function readCacheForVisitor(
  db: Executor,
  values: CacheValueStore,
  by: { id: number } | { uuid: string } | { name: string },
): Promise<unknown> {
  const where =
    'id' in by
      ? eq(cacheConfigs.id, by.id)
      : 'uuid' in by
        ? eq(cacheConfigs.uuid, by.uuid)
        : eq(cacheConfigs.name, by.name);
  const [row] = await db.select().from(cacheConfigs).where(where);
  if (!row) throw notFound('Cache', 'id' in by ? by.id : 'uuid' in by ? by.uuid : by.name);
  const stored = await values.get(db, row);
  return stored ? cacheValueView(stored.value, row.contentType as CacheContentType) : [];
}
