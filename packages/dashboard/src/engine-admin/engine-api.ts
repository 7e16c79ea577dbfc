// The engine admin's calls (admin spec §7 Containers, Evaluators and aggregators, Workers): the shapes, query
// keys and client caches of admin spec §9 (container lists 10 s, single containers and records 120 s) the
// query hooks share; each hook lives in its own file beside this one (use-container.ts, …).
import type { AdminRecord, ContainerDetail, SnapshotSource } from '@eventory/domain/container-admin';

/** Container lists stay fresh 10 s; a single container and its records 120 s (admin spec §9). */
export const CONTAINER_LIST_STALE_MS = 10_000;
export const CONTAINER_STALE_MS = 120_000;
/** How often the replay status is asked while a replay is preparing. */
export const REPLAY_POLL_MS = 2_000;

export type AdminContainer = ContainerDetail & { isDeleted?: boolean };
export type ContainerRecord = Partial<AdminRecord> & Pick<AdminRecord, 'key' | 'score'>;

export interface SnapshotQuery {
  fromTimestamp?: number;
  toTimestamp?: number;
  sourceType: SnapshotSource[];
  sortByTimestamp: 'asc' | 'desc';
}

/** Lists come back as {items} (a bare array is read too). */
export const itemsOf = <T>(body: T[] | { items?: T[] } | null | undefined): T[] =>
  Array.isArray(body) ? body : (body?.items ?? []);

export const validId = (id: number) => Number.isInteger(id) && id > 0;

export const containerKey = (id: number) => ['container', id] as const;

export const evaluatorsKey = (containerId: number) => [...containerKey(containerId), 'evaluators'] as const;
