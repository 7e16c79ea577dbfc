// The tester's watched JSON files (issue 15 §6, decisions/0070-watched-files-on-the-server.md): storage paths
// the built-in `watchedFiles` job reads every 60 s, keeping the last parsed content and when it changed.
import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const watchedFiles = pgTable(
  'watched_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** A storage object path (domain/storage.ts rules), e.g. campaign/demo/streamers.json. */
    path: text('path').notNull(),
    /** The file's parsed JSON at the last read that succeeded; null before the first. */
    data: jsonb('data'),
    /** Unix ms when `data` last changed; null before the first read. */
    updatedAt: bigint('updated_at', { mode: 'number' }),
    /** Unix ms of the last read (successful or not). */
    fetchedAt: bigint('fetched_at', { mode: 'number' }),
    /** Why the last read failed (missing file, not JSON); null when it succeeded. */
    error: text('error'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watched_files_path_idx').on(t.path)],
);
