/** The debug role override in force (admin spec §2: ?debugRole=), observable like the session. */
export interface DebugRoleStore {
  get(): string | null;
  set(value: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createDebugRoleStore(initial: string | null): DebugRoleStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next || null;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
