// The tester's watched JSON files (issue 15 §4, §6; decisions/0070-watched-files-on-the-server.md): which
// storage paths are watched (added and removed with their change-log entries), and the read the built-in
// `watchedFiles` job makes every 60 s: each file's JSON is kept with the time it last changed, or the error.
import { asc, eq } from 'drizzle-orm';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  MAX_WATCHED_FILES,
  type WatchedFile,
  type WatchedFileAddInput,
  type WatchedFileList,
} from '@eventory/domain/watched-files';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { watchedFiles } from '../db/schema/watched-files.ts';
import type { ObjectStore } from '../storage/object-store.ts';

export const WATCHED_FILES_TABLE = 'watched_files';

type WatchedFileRow = typeof watchedFiles.$inferSelect;

export const toWatchedFile = (row: WatchedFileRow): WatchedFile => ({
  id: row.id,
  path: row.path,
  data: row.data ?? null,
  updatedAt: row.updatedAt,
  fetchedAt: row.fetchedAt,
  error: row.error,
});

export async function listWatchedFiles(db: Executor): Promise<WatchedFileList> {
  const rows = await db.select().from(watchedFiles).orderBy(asc(watchedFiles.path));
  return { items: rows.map(toWatchedFile) };
}

export async function addWatchedFile(
  tx: Executor,
  input: WatchedFileAddInput,
  email: string,
): Promise<WatchedFile> {
  const rows = await tx.select({ id: watchedFiles.id, path: watchedFiles.path }).from(watchedFiles);
  if (rows.some((r) => r.path === input.path))
    throw new DomainError('WATCHED_FILE_EXISTS', `${input.path} is already watched.`, 409, 'path');
  if (rows.length >= MAX_WATCHED_FILES)
    throw new DomainError(
      'VALIDATION_ERROR',
      `At most ${MAX_WATCHED_FILES} files may be watched; remove one first.`,
      400,
      'path',
    );
  const [row] = await tx
    .insert(watchedFiles)
    .values({ path: input.path, createdBy: email })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError('WATCHED_FILE_EXISTS', `${input.path} is already watched.`, 409, 'path');
  const file = toWatchedFile(row);
  await recordChange(tx, {
    email,
    table: WATCHED_FILES_TABLE,
    objId: file.id,
    action: 'create',
    before: null,
    after: { id: file.id, path: file.path },
  });
  return file;
}

export async function removeWatchedFile(tx: Executor, id: number, email: string): Promise<void> {
  const [row] = await tx.delete(watchedFiles).where(eq(watchedFiles.id, id)).returning();
  if (!row) throw notFound('Watched file', id);
  await recordChange(tx, {
    email,
    table: WATCHED_FILES_TABLE,
    objId: row.id,
    action: 'delete',
    before: { id: row.id, path: row.path },
    after: null,
  });
}

/** JSON text with object keys sorted, so content read back from jsonb compares equal to the file's. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export interface WatchedFilesReadOutcome {
  read: number;
  changed: number;
  failed: { path: string; error: string }[];
}

/** What reading one file gave: its JSON, or why there is none. */
async function readOne(store: ObjectStore, path: string): Promise<{ data: unknown } | { error: string }> {
  let bytes: Buffer | undefined;
  try {
    bytes = await store.read(path);
  } catch (error) {
    return { error: `Could not read the file: ${(error as Error).message}` };
  }
  if (bytes === undefined) return { error: 'The file does not exist in storage.' };
  try {
    return { data: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch (error) {
    return { error: `The file is not JSON: ${(error as Error).message}` };
  }
}

/**
 * Reads every watched file from `store` (the built-in `watchedFiles` job): data and updatedAt change only
 * when the content did; a failed read keeps the last data and says why. These writes are the system's
 * reads of storage, not an admin's change, so they are not change-logged (decision 0070).
 */
export async function readWatchedFiles(
  db: Executor,
  store: ObjectStore,
  nowMs = Date.now(),
): Promise<WatchedFilesReadOutcome> {
  const rows = await db.select().from(watchedFiles).orderBy(asc(watchedFiles.id));
  const outcome: WatchedFilesReadOutcome = { read: 0, changed: 0, failed: [] };
  for (const row of rows) {
    const result = await readOne(store, row.path);
    if ('error' in result) {
      outcome.failed.push({ path: row.path, error: result.error });
      await db
        .update(watchedFiles)
        .set({ fetchedAt: nowMs, error: result.error })
        .where(eq(watchedFiles.id, row.id));
      continue;
    }
    outcome.read += 1;
    const changed = row.updatedAt === null || canonical(row.data) !== canonical(result.data);
    if (changed) outcome.changed += 1;
    await db
      .update(watchedFiles)
      .set(
        changed
          ? { data: result.data, updatedAt: nowMs, fetchedAt: nowMs, error: null }
          : { fetchedAt: nowMs, error: null },
      )
      .where(eq(watchedFiles.id, row.id));
  }
  return outcome;
}
