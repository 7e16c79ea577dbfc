// The local storage backend (decisions/0051-storage.md): objects are files under one root directory.
// No path leaves the root: a path is joined segment by segment, the result must stay below the root,
// and every existing segment is looked at with lstat, so a symbolic link anywhere on the way (planted
// on the disk by someone else) refuses the call instead of being followed. Listing walks the tree in
// path order and stops after one page, skipping whole folders that sort before the page token, so a
// page of 10,000 objects costs one page of stat calls, not all of them.
import { lstat, mkdir, readdir, readFile, rename, rm, rmdir, copyFile, unlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { DomainError } from '@eventory/domain/errors';
import {
  STORAGE_ERRORS,
  storagePathProblem,
  storageTypeOf,
  type StorageItem,
} from '@eventory/domain/storage';
import type { ObjectPage, ObjectStore } from './object-store.ts';

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

const refused = () => new DomainError('STORAGE_PATH_REFUSED', STORAGE_ERRORS.STORAGE_PATH_REFUSED, 400);
const exists = () => new DomainError('STORAGE_EXISTS', STORAGE_ERRORS.STORAGE_EXISTS, 409);

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private async ensureRoot(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /**
   * The absolute file of `path` after checking it stays below the root and crosses no link. With
   * `forWrite`, missing folders are made (one by one, each checked) so the file can be written.
   */
  private async fileOf(path: string, { forWrite = false } = {}): Promise<string> {
    if (storagePathProblem(path) !== undefined) throw refused();
    await this.ensureRoot();
    const segments = path.split('/');
    let current = this.root;
    for (const [index, segment] of segments.entries()) {
      current = join(current, segment);
      if (!current.startsWith(this.root + sep)) throw refused();
      const last = index === segments.length - 1;
      let info;
      try {
        info = await lstat(current);
      } catch (error) {
        if (code(error) !== 'ENOENT') throw error;
        if (forWrite && !last) {
          await mkdir(current);
          continue;
        }
        // Nothing further exists, so nothing further can be a link.
        return resolve(this.root, ...segments);
      }
      if (info.isSymbolicLink()) throw refused();
      if (!last && !info.isDirectory()) throw forWrite ? exists() : refused();
    }
    return current;
  }

  private async item(path: string, file: string): Promise<StorageItem | undefined> {
    try {
      const info = await lstat(file);
      if (!info.isFile()) return undefined;
      return {
        name: path,
        size: info.size,
        updated: Math.floor(info.mtimeMs / 1000),
        contentType: storageTypeOf(path) ?? 'application/octet-stream',
      };
    } catch (error) {
      if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  async list(prefix: string, after: string | undefined, limit: number): Promise<ObjectPage> {
    await this.ensureRoot();
    const items: StorageItem[] = [];
    let more = false;
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    let start: string;
    try {
      start = folder === '' ? this.root : await this.fileOf(folder.slice(0, -1));
    } catch (error) {
      if (error instanceof DomainError) return { items, more };
      throw error;
    }

    const walk = async (dir: string, dirKey: string): Promise<boolean> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return false;
        throw error;
      }
      const keyed = entries
        .filter((e) => e.isFile() || e.isDirectory())
        .map((e) => ({ entry: e, key: `${dirKey}${e.name}${e.isDirectory() ? '/' : ''}` }))
        .filter(({ key }) => storagePathProblem(key, { prefix: true }) === undefined)
        .sort((a, b) => byteOrder(a.key, b.key));
      for (const { entry, key } of keyed) {
        if (entry.isDirectory()) {
          if (!key.startsWith(prefix) && !prefix.startsWith(key)) continue;
          // Every path in this folder sorts before the token: skip the folder without reading it.
          if (after !== undefined && byteOrder(key, after) < 0 && !after.startsWith(key)) continue;
          if (await walk(join(dir, entry.name), key)) return true;
          continue;
        }
        if (!key.startsWith(prefix)) continue;
        if (after !== undefined && byteOrder(key, after) <= 0) continue;
        if (items.length === limit) {
          more = true;
          return true;
        }
        const found = await this.item(key, join(dir, entry.name));
        if (found) items.push(found);
      }
      return false;
    };
    await walk(start, folder);
    return { items, more };
  }

  async stat(path: string): Promise<StorageItem | undefined> {
    return this.item(path, await this.fileOf(path));
  }

  async read(path: string): Promise<Buffer | undefined> {
    const file = await this.fileOf(path);
    if (!(await this.item(path, file))) return undefined;
    return readFile(file);
  }

  async put(path: string, sourceFile: string): Promise<StorageItem> {
    const file = await this.fileOf(path, { forWrite: true });
    const current = await lstat(file).catch(() => undefined);
    if (current?.isDirectory()) throw exists();
    try {
      await rename(sourceFile, file);
    } catch (error) {
      if (code(error) !== 'EXDEV') throw error;
      // The upload was written on another file system: copy it next to its place, then swap it in.
      const staging = `${file}.${process.pid}.${Date.now()}.uploading`;
      await copyFile(sourceFile, staging);
      await rename(staging, file);
      await unlink(sourceFile).catch(() => {});
    }
    const item = await this.item(path, file);
    if (!item) throw new Error(`storage: ${path} vanished after its write`);
    return item;
  }

  /** Removes the folders left empty between `file` and the root, so listings do not walk them. */
  private async prune(file: string): Promise<void> {
    let dir = resolve(file, '..');
    while (dir.startsWith(this.root + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = resolve(dir, '..');
    }
  }

  async remove(path: string): Promise<boolean> {
    const file = await this.fileOf(path);
    if (!(await this.item(path, file))) return false;
    await rm(file);
    await this.prune(file);
    return true;
  }

  async move(from: string, to: string): Promise<StorageItem> {
    const source = await this.fileOf(from);
    if (!(await this.item(from, source))) throw new DomainError('NOT_FOUND', `${from} was not found.`, 404);
    const target = await this.fileOf(to, { forWrite: true });
    const current = await lstat(target).catch(() => undefined);
    if (current?.isDirectory()) throw exists();
    await rename(source, target);
    await this.prune(source);
    const item = await this.item(to, target);
    if (!item) throw new Error(`storage: ${to} vanished after its move`);
    return item;
  }

  async close(): Promise<void> {}
}
