// The tester's watched JSON files (issue 15 §6; decisions/0070-watched-files-on-the-server.md): storage
// paths the server reads every 60 s (the built-in `watchedFiles` job), answered with their last content.
import { z } from 'zod';
import { storagePathProblem } from './storage.ts';

/** How often the built-in job reads every watched file (seconds). */
export const WATCHED_FILES_INTERVAL_SECONDS = 60;
/** At most this many files are watched at once. */
export const MAX_WATCHED_FILES = 100;

export const watchedFileAddSchema = z.object({
  path: z.string({ error: 'path is required' }).superRefine((value, ctx) => {
    const problem = storagePathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `path ${problem}` });
    else if (!value.toLowerCase().endsWith('.json'))
      ctx.addIssue({ code: 'custom', message: 'path must name a .json file' });
  }),
});
export type WatchedFileAddInput = z.infer<typeof watchedFileAddSchema>;

export interface WatchedFile {
  id: number;
  path: string;
  /** The file's JSON at the last successful read; null before it. */
  data: unknown;
  /** Unix ms when the data last changed; null before the first read. */
  updatedAt: number | null;
  /** Unix ms of the last read. */
  fetchedAt: number | null;
  /** Why the last read failed; null when it succeeded. */
  error: string | null;
}

export interface WatchedFileList {
  items: WatchedFile[];
}
