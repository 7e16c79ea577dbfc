// The storage service (admin spec §7 Storage; decisions/0051-storage.md): list a folder page by page,
// write an uploaded file, delete and move objects, each write with its change-log entry (table
// "storage", the object's path as its id). The backend (object-store.ts) keeps the bytes; this module
// holds the rules: page tokens, kinds of files, overwrite on move.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  STORAGE_ERRORS,
  STORAGE_PAGE_SIZE,
  storagePathProblem,
  storageTypeOf,
  type StorageItem,
  type StorageListing,
  type StorageMoveInput,
} from '@eventory/domain/storage';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import type { ObjectStore } from './object-store.ts';

/** The change-log table name of storage writes. */
export const STORAGE_TABLE = 'storage';

/** The page token of the page after `path`: the path itself, base64url (opaque to clients). */
export const pageTokenOf = (path: string) => Buffer.from(path, 'utf8').toString('base64url');

/** The path a page token names; a token that does not decode to a valid path is a 400 naming `pageToken`. */
export function pathOfPageToken(token: string): string {
  const path = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
  if (path === '' || storagePathProblem(path) !== undefined || pageTokenOf(path) !== token)
    throw new DomainError(
      'VALIDATION_ERROR',
      'pageToken: is not a page token of this listing',
      400,
      'pageToken',
    );
  return path;
}

export async function listStorage(
  store: ObjectStore,
  { prefix, pageToken, limit = STORAGE_PAGE_SIZE }: { prefix: string; pageToken?: string; limit?: number },
): Promise<StorageListing> {
  const after = pageToken === undefined ? undefined : pathOfPageToken(pageToken);
  const page = await store.list(prefix, after, limit);
  const last = page.items.at(-1);
  return page.more && last
    ? { items: page.items, nextQuery: { prefix, pageToken: pageTokenOf(last.name) } }
    : { items: page.items };
}

/** Writes the finished upload at `sourceFile` as `path` (checked by storageFilePathSchema). */
export async function uploadToStorage(
  db: Executor,
  store: ObjectStore,
  path: string,
  sourceFile: string,
  email: string,
): Promise<StorageItem> {
  const contentType = storageTypeOf(path);
  if (!contentType)
    throw new DomainError('STORAGE_TYPE_REFUSED', STORAGE_ERRORS.STORAGE_TYPE_REFUSED, 415, 'filepath');
  const before = (await store.stat(path)) ?? null;
  const item = await store.put(path, sourceFile, contentType);
  await recordChange(db, {
    email,
    table: STORAGE_TABLE,
    objId: path,
    action: before ? 'update' : 'create',
    before,
    after: item,
  });
  return item;
}

/** Writes `value` as a JSON file at `path` the way an upload is written (and change-logged). */
export async function writeJsonToStorage(
  db: Executor,
  store: ObjectStore,
  path: string,
  value: unknown,
  email: string,
): Promise<StorageItem> {
  const dir = await mkdtemp(join(tmpdir(), 'eventory-json-'));
  try {
    const file = join(dir, 'upload.json');
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    return await uploadToStorage(db, store, path, file, email);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function deleteFromStorage(
  db: Executor,
  store: ObjectStore,
  path: string,
  email: string,
): Promise<StorageItem> {
  const before = await store.stat(path);
  if (!before || !(await store.remove(path))) throw notFound('Object', path);
  await recordChange(db, { email, table: STORAGE_TABLE, objId: path, action: 'delete', before, after: null });
  return before;
}

export async function moveInStorage(
  db: Executor,
  store: ObjectStore,
  { from, to, overwrite }: StorageMoveInput,
  email: string,
): Promise<StorageItem> {
  const before = await store.stat(from);
  if (!before) throw notFound('Object', from);
  if (from === to) return before;
  const replaced = await store.stat(to);
  if (replaced && !overwrite)
    throw new DomainError('STORAGE_EXISTS', `${STORAGE_ERRORS.STORAGE_EXISTS} (${to})`, 409, 'to');
  const item = await store.move(from, to);
  await recordChange(db, { email, table: STORAGE_TABLE, objId: from, action: 'delete', before, after: null });
  await recordChange(db, {
    email,
    table: STORAGE_TABLE,
    objId: to,
    action: replaced ? 'update' : 'create',
    before: replaced ?? null,
    after: { ...item, movedFrom: from },
  });
  return item;
}

/** A JSON object of storage for the visitor's JSON-file fetcher: `{streamers[]}` (a bare list is wrapped). */
export async function readStreamersFile(store: ObjectStore, path: string): Promise<{ streamers: unknown[] }> {
  if (storagePathProblem(path) !== undefined || storageTypeOf(path) !== 'application/json')
    throw notFound('File', path);
  const bytes = await store.read(path);
  if (!bytes) throw notFound('File', path);
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new DomainError('STORAGE_NOT_STREAMERS', STORAGE_ERRORS.STORAGE_NOT_STREAMERS, 422);
  }
  if (Array.isArray(data)) return { streamers: data };
  if (typeof data === 'object' && data !== null && Array.isArray((data as { streamers?: unknown }).streamers))
    return data as { streamers: unknown[] };
  throw new DomainError('STORAGE_NOT_STREAMERS', STORAGE_ERRORS.STORAGE_NOT_STREAMERS, 422);
}
