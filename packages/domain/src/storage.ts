// Storage (admin spec §3 "Storage item", §7 Storage; decisions/0051-storage.md): the object paths the
// storage tool accepts, the kinds of files it holds, and the answers of its calls. The server and the
// dashboard check paths with the same rules, so a path the dashboard lets through is one the server takes.
import { z } from 'zod';

/** Longest object path (S3's key limit is 1,024 bytes). */
export const MAX_STORAGE_PATH = 1024;
/** Longest path segment (most file systems' name limit). */
export const MAX_STORAGE_SEGMENT = 255;
/** Items per find-all page: the default and the most one call may ask for. */
export const STORAGE_PAGE_SIZE = 1000;
export const STORAGE_MAX_PAGE_SIZE = 1000;

/**
 * The file kinds storage holds (by extension, lower case) and the content type they are served and
 * stored with: page data (JSON), templates (HTML, CSS, text), function scripts and images.
 */
export const STORAGE_TYPES: Readonly<Record<string, string>> = {
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The extension of a path, lower case, or '' when its last segment has none. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type of a path storage accepts, or undefined for a kind it refuses. */
export const storageTypeOf = (path: string): string | undefined =>
  Object.hasOwn(STORAGE_TYPES, extensionOf(path)) ? STORAGE_TYPES[extensionOf(path)] : undefined;

// Control characters, backslashes (a Windows separator) and percent-encoded separators or dots are refused:
// a path is stored as typed, never decoded again, so "%2e%2e%2f" must not look like a harmless name.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]|%2f|%5c|%2e|%00/i;

/**
 * Why `path` is not an object path, or undefined when it is one: relative, '/'-separated segments, none
 * empty, '.' or '..', no control characters, backslashes or encoded separators, within the length limits.
 * `prefix` allows the empty path and a trailing '/' (a folder to list).
 */
export function storagePathProblem(path: string, { prefix = false } = {}): string | undefined {
  if (path === '') return prefix ? undefined : 'is required';
  if (path.length > MAX_STORAGE_PATH) return `must be at most ${MAX_STORAGE_PATH} characters`;
  if (FORBIDDEN.test(path))
    return 'must not hold control characters, backslashes or percent-encoded separators';
  if (path.startsWith('/')) return 'must be relative (no leading /)';
  const segments = (prefix && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  for (const segment of segments) {
    if (segment === '') return 'must not hold an empty segment (//)';
    if (segment === '.' || segment === '..') return "must not hold '.' or '..' segments";
    if (segment.length > MAX_STORAGE_SEGMENT)
      return `segments must be at most ${MAX_STORAGE_SEGMENT} characters`;
  }
  return undefined;
}

const pathSchema = (name: string, options: { prefix?: boolean } = {}) =>
  z.string({ error: `${name} is required` }).superRefine((value, ctx) => {
    const problem = storagePathProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: `${name} ${problem}` });
  });

/** A stored object's path. */
export const storagePathSchema = pathSchema('filepath');

/** A path a file may be written to: a valid path of a kind storage accepts. */
export const storageFilePathSchema = (name = 'filepath') =>
  pathSchema(name).superRefine((value, ctx) => {
    if (storagePathProblem(value) === undefined && storageTypeOf(value) === undefined)
      ctx.addIssue({
        code: 'custom',
        message: `${name} must end in one of .${Object.keys(STORAGE_TYPES).join(', .')}`,
      });
  });

export const storageDeleteSchema = z.object({ filepath: storagePathSchema });
export const storageMoveSchema = z.object({
  from: pathSchema('from'),
  to: storageFilePathSchema('to'),
  /** Replace an object already at `to`; without it such a move is refused (409). */
  overwrite: z.boolean().optional().default(false),
});
export type StorageMoveInput = z.infer<typeof storageMoveSchema>;

export interface StorageItem {
  /** The object's path. */
  name: string;
  size: number;
  /** Unix seconds of the last write. */
  updated: number;
  contentType: string;
}

export interface StorageListing {
  items: StorageItem[];
  /** The query of the next page; absent on the last page. */
  nextQuery?: { prefix: string; pageToken: string };
}

export interface StorageWriteAnswer {
  item: StorageItem;
}

/** Storage's own error codes, besides VALIDATION_ERROR and NOT_FOUND. */
export const STORAGE_ERRORS = {
  STORAGE_TOO_LARGE: 'The file is larger than storage accepts.',
  STORAGE_TYPE_REFUSED: 'Storage does not hold files of this kind.',
  STORAGE_EXISTS: 'An object already has this path.',
  STORAGE_PATH_REFUSED: 'The path leaves the storage root or crosses a link.',
  STORAGE_NOT_MULTIPART: 'Send the file as multipart/form-data with the fields filepath and file.',
  STORAGE_NOT_STREAMERS: 'The file does not hold a streamers list.',
} as const;
export type StorageErrorCode = keyof typeof STORAGE_ERRORS;
