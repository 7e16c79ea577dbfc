// The change log is written in the same transaction as the change it describes, so a rolled-back
// write leaves no entry and a committed one always has one.
import { changeLog } from '../db/schema/change-log.ts';
import type { Executor } from '../db/client.ts';

export type ChangeAction = 'create' | 'update' | 'delete';

export interface ChangeEntry {
  /** Who made the change: request.admin.email. */
  email: string;
  /** The table (or entity) changed, e.g. "campaigns". */
  table: string;
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
