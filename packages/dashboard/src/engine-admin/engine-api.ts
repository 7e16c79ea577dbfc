// The engine admin's calls (admin spec §7 Containers, Evaluators and aggregators, Workers): the shapes, query
// keys and client caches of admin spec §9 (container lists 10 s, single containers and records 120 s) the
// query hooks share; each hook lives in its own file beside this one (use-container.ts, …).
import type { TraceEntry, CountVerdict } from '@eventory/domain/constraints/evaluate';
import {
  RECORD_WRITE_MODES,
  SNAPSHOT_SOURCES,
  type AdminRecord,
  type ContainerDetail,
  type ContainerEdge,
  type GiftBoxScoreResult,
  type RecordWriteMode,
  type Snapshot,
  type SnapshotSource,
  type SnapshotSummary,
} from '@eventory/domain/container-admin';
import { AGGREGATOR_KINDS, type Aggregator, type AggregatorKind } from '@eventory/domain/aggregators';
import { REPLAY_STATUSES, type ReplayStatusView } from '@eventory/domain/replay';

/** Container lists stay fresh 10 s; a single container and its records 120 s (admin spec §9). */
export const CONTAINER_LIST_STALE_MS = 10_000;
export const CONTAINER_STALE_MS = 120_000;
/** How often the replay status is asked while a replay is preparing. */
export const REPLAY_POLL_MS = 2_000;

export type AdminContainer = ContainerDetail & { isDeleted?: boolean };
export type ContainerRecord = Partial<AdminRecord> & Pick<AdminRecord, 'key' | 'score'>;
export { RECORD_WRITE_MODES as RECORD_MODES, SNAPSHOT_SOURCES, REPLAY_STATUSES, AGGREGATOR_KINDS };
export type {
  AggregatorKind,
  Aggregator,
  ContainerEdge,
  SnapshotSource,
  SnapshotSummary,
  Snapshot,
  GiftBoxScoreResult,
};
export type RecordMode = RecordWriteMode;
export type ReplayStatus = ReplayStatusView;

export interface SnapshotQuery {
  fromTimestamp?: number;
  toTimestamp?: number;
  sourceType: SnapshotSource[];
  sortByTimestamp: 'asc' | 'desc';
}

export interface Explanation {
  evaluatorID: number;
  passed: boolean;
  scoreWouldAdd: number;
  resultKey: { field: string; key: string | null };
  eventType: { expected: number; given: number; matches: boolean };
  window: { inside: boolean; reason: string };
  judges: TraceEntry[];
  limit?: CountVerdict & { min?: number; max?: number };
}

/** Lists come back as {items} (a bare array is read too). */
export const itemsOf = <T>(body: T[] | { items?: T[] } | null | undefined): T[] =>
  Array.isArray(body) ? body : (body?.items ?? []);

export const validId = (id: number) => Number.isInteger(id) && id > 0;

export const containerKey = (id: number) => ['container', id] as const;

export const evaluatorsKey = (containerId: number) => [...containerKey(containerId), 'evaluators'] as const;
