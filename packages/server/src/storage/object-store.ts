// The one interface storage backends implement (decisions/0051-storage.md): a flat space of object paths
// listed in byte order of their paths, paged after a path. Paths reach a backend already checked by
// domain/storage.ts; backends check again what only they can see (links, the real root).
import type { StorageItem } from '@eventory/domain/storage';

export interface ObjectPage {
  items: StorageItem[];
  /** More objects follow the last item. */
  more: boolean;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Up to `limit` objects whose paths start with `prefix` and sort after `after`, in path order. */
  list(prefix: string, after: string | undefined, limit: number): Promise<ObjectPage>;
  /** The object at `path`, or undefined. */
  stat(path: string): Promise<StorageItem | undefined>;
  /** The object's bytes, or undefined when there is none. */
  read(path: string): Promise<Buffer | undefined>;
  /** Writes the file at `sourceFile` (a finished upload) as `path`, replacing any object there. */
  put(path: string, sourceFile: string, contentType: string): Promise<StorageItem>;
  /** Removes the object; false when there was none. */
  remove(path: string): Promise<boolean>;
  /** Renames `from` to `to` (replacing `to`, the caller decides whether it may). */
  move(from: string, to: string): Promise<StorageItem>;
  close(): Promise<void>;
}
