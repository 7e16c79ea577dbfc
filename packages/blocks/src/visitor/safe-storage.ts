// Local storage that never throws at the page (visitor spec §4 Storage): when the browser's store is
// full it is cleared except the user session and the write retried; if that fails, or storage is not
// available at all, values live in memory for this page view. Failures only warn.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the visitor's session lives; the one key a "storage full" clean-up keeps. */
export const VISITOR_SESSION_KEY = 'eventory.visitor';

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

interface ClearableStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

export function createSafeStorage(
  backing: () => ClearableStorage | undefined,
  keep: readonly string[] = [VISITOR_SESSION_KEY],
): KeyValueStorage {
  const memory = new Map<string, string>();
  const store = (): ClearableStorage | undefined => {
    try {
      return backing();
    } catch (error) {
      console.warn('Local storage is not available; keeping values in memory.', error);
      return undefined;
    }
  };

  const clearExcept = (storage: ClearableStorage) => {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && !keep.includes(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  };

  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return store()?.getItem(key) ?? null;
      } catch (error) {
        console.warn(`Could not read ${key} from local storage.`, error);
        return null;
      }
    },
    setItem(key, value) {
      const storage = store();
      if (!storage) {
        memory.set(key, value);
        return;
      }
      try {
        storage.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        if (!isQuotaError(error)) {
          console.warn(`Could not write ${key} to local storage; keeping it in memory.`, error);
          memory.set(key, value);
          return;
        }
        console.warn('Local storage is full; clearing it except the user session.', error);
        try {
          clearExcept(storage);
          storage.setItem(key, value);
          memory.delete(key);
        } catch (retryError) {
          console.warn(`Local storage is still full; keeping ${key} in memory.`, retryError);
          memory.set(key, value);
        }
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch (error) {
        console.warn(`Could not remove ${key} from local storage.`, error);
      }
    },
  };
}

/** The browser's local storage behind the safe wrapper. */
export const browserStorage = (): KeyValueStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
