// The engine admin's calls (admin spec §7 Containers, Evaluators and aggregators, Workers) as query
// hooks, with the client caches of admin spec §9: container lists 10 s, single containers and records 120 s.
import { useQuery } from '@tanstack/react-query';
import type { Evaluator } from '@eventory/domain/containers';
import type { TraceEntry, CountVerdict } from '@eventory/domain/constraints/evaluate';
import {
  RECORD_WRITE_MODES,
  SNAPSHOT_SOURCES,
  type AdminRecord,
  type ContainerDetail,
  type ContainerEdge,
  type ContainerEdges,
  type GiftBoxScoreResult,
  type RecordsPage,
  type RecordWriteMode,
  type Snapshot,
  type SnapshotSource,
  type SnapshotSummary,
} from '@eventory/domain/container-admin';
import {
  AGGREGATOR_KINDS,
  REPLAY_STATUSES,
  type Aggregator,
  type AggregatorKind,
  type ReplayStatusView,
} from '@eventory/domain/aggregators';
import { useServices } from '../services/use-services.ts';

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

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const containerKey = (id: number) => ['container', id] as const;

export function useContainer(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: containerKey(id),
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) => api.get<AdminContainer>(`containers/${id}`, { signal }),
    enabled: validId(id),
  });
}

/** The containers hanging off a leaderboard (refID = the leaderboard's ID). */
export function useLeaderboardContainers(leaderboardId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['containers', { refID: leaderboardId, type: 'Leaderboard' }],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<AdminContainer[] | { items: AdminContainer[] }>('containers', {
          signal,
          query: { refID: leaderboardId, type: 'Leaderboard' },
        }),
      ),
    enabled: validId(leaderboardId),
  });
}

export function useRecords(id: number, count: number, cursor: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'records', { count, cursor }],
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) =>
      api.get<RecordsPage>(`containers/${id}/records`, { signal, query: { count, cursor } }),
    enabled: validId(id),
  });
}

export function useEdges(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'edges'],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }): Promise<ContainerEdge[]> =>
      (await api.get<ContainerEdges>(`containers/${id}/edges`, { signal })).edges,
    enabled: validId(id),
  });
}

export function useSnapshots(id: number, query: SnapshotQuery, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'snapshots', query],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<SnapshotSummary[] | { items: SnapshotSummary[] }>(`containers/${id}/record/snapshots`, {
          signal,
          query: {
            fromTimestamp: query.fromTimestamp,
            toTimestamp: query.toTimestamp,
            sourceType: query.sourceType.join(',') || undefined,
            sortByTimestamp: query.sortByTimestamp,
          },
        }),
      ),
    enabled: enabled && validId(id),
  });
}

export function useSnapshot(containerId: number, snapshotId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(containerId), 'snapshot', snapshotId],
    staleTime: CONTAINER_STALE_MS,
    queryFn: ({ signal }) =>
      api.get<Snapshot>(`containers/${containerId}/record/snapshots/${snapshotId}`, { signal }),
    enabled: snapshotId !== null && validId(containerId),
  });
}

export function useReplayStatus(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...containerKey(id), 'replay-status'],
    queryFn: ({ signal }) => api.get<ReplayStatusView>(`containers/${id}/replay-status`, { signal }),
    // Live status: asked again every 2 s while a replay is preparing.
    refetchInterval: (query) => (query.state.data?.status === 'Preparing' ? REPLAY_POLL_MS : false),
    enabled: validId(id),
  });
}

export function useAggregators(id: number, side: 'srcContainerID' | 'targetContainerID') {
  const { api } = useServices();
  return useQuery({
    queryKey: ['aggregators', { [side]: id }],
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Aggregator[] | { items: Aggregator[] }>('aggregators', {
          signal,
          query: { [side]: id },
        }),
      ),
    enabled: validId(id),
  });
}

export const evaluatorsKey = (containerId: number) => [...containerKey(containerId), 'evaluators'] as const;

export function useEvaluators(containerId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: evaluatorsKey(containerId),
    staleTime: CONTAINER_LIST_STALE_MS,
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Evaluator[] | { items: Evaluator[] }>(`containers/${containerId}/evaluators`, {
          signal,
        }),
      ),
    enabled: validId(containerId),
  });
}
