// The change-log service. The change log is written in the same transaction as the change it describes,
// so a rolled-back write leaves no entry and a committed one always has one; every service writes it here.
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { ChangeLogItem, ChangeLogPage, ChangeLogTable } from '@eventory/domain/change-log';
import { changeLog, type ChangeLogRow } from '../db/schema/change-log.ts';
import type { Executor } from '../db/client.ts';

export type ChangeAction = 'create' | 'update' | 'delete';

export interface ChangeEntry {
  /** Who made the change: request.admin.email. */
  email: string;
  /** The table (or entity) changed, e.g. "campaigns": one of the domain's CHANGE_LOG_TABLES. */
  table: ChangeLogTable;
  objId: string | number;
  action: ChangeAction;
  before: unknown;
  after: unknown;
}

export async function recordChange(tx: Executor, entry: ChangeEntry): Promise<void> {
  await tx.insert(changeLog).values({
    email: entry.email,
    tableName: entry.table,
    objId: String(entry.objId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The entry of a row an import or copy created: nothing before it. */
export const recordCreate = (
  tx: Executor,
  email: string,
  table: ChangeLogTable,
  objId: number,
  after: unknown,
) => recordChange(tx, { email, table, objId, action: 'create', before: null, after });

export const toChangeLogItem = (r: ChangeLogRow): ChangeLogItem => ({
  id: r.id,
  email: r.email,
  at: Math.floor(r.at.getTime() / 1000),
  table: r.tableName,
  objId: r.objId,
  action: r.action,
  before: r.before,
  after: r.after,
});

/** The entries matching `where`, newest first, paged. */
export async function readChangeLog(
  db: Executor,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<ChangeLogPage> {
  const [rows, [total]] = await Promise.all([
    db.select().from(changeLog).where(where).orderBy(desc(changeLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(changeLog).where(where),
  ]);
  return { items: rows.map(toChangeLogItem), total: Number(total?.n ?? 0) };
}

/** One admin's latest entries, newest first (the Workplace page, decision 0097). */
export async function recentChangesBy(db: Executor, email: string, limit: number): Promise<ChangeLogItem[]> {
  const rows = await db
    .select()
    .from(changeLog)
    .where(eq(changeLog.email, email))
    .orderBy(desc(changeLog.id))
    .limit(limit);
  return rows.map(toChangeLogItem);
}
