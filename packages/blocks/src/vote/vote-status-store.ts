// The vote statuses of one viewer on one vote, shared by every row of the board: rows register their
// nominee as they mount, the store asks for them in chunks of 100 (several rows mounting together make
// one request), retries a failed chunk 3 times at max(1000, 2000·attempt) ms and then marks it 6
// (visitor spec §4); a row registering again meanwhile starts no second poller. After a vote the rows nearest the voted one are read again first, 70 at a time.
// A refused token (invalid / expired) stops all further asking.
import type { VoteStatus } from '@eventory/domain/votes';
import {
  VOTE_STATUS,
  VOTE_STATUS_RETRIES,
  voteStatusRetryDelay,
  type VoteStatusCode,
} from '@eventory/domain/vote-status';
import { FetchError } from '../data/data-client.ts';
import {
  DEFAULT_VOTE_STATUS,
  neighbourSteps,
  statusChunks,
  stopsPolling,
  voteFailureModal,
  type VoteErrorState,
} from './vote-rules.ts';

export interface VoteStatusStoreOptions {
  /** One status query of at most 100 targets. */
  query(targetUserIDs: string[]): Promise<VoteStatus[]>;
  /** Waits between retries; tests pass fake timers' clock. */
  sleep?(ms: number): Promise<void>;
  /** Whether a row still shows the vote: a retry of a board no longer shown is not sent. Default: always. */
  shown?(): boolean;
}

export interface VoteStatusStore {
  statusOf(userID: string): VoteStatusCode;
  errorState(): VoteErrorState;
  /** Changes whenever a status or the error state changes (useSyncExternalStore's snapshot). */
  version(): number;
  subscribe(listener: () => void): () => void;
  /** A row shows this nominee at this index; unknown nominees are asked for (batched). */
  register(userID: string, index: number): void;
  /** After a successful vote on `userID`: its status and its neighbours', nearest first, 70 per step. */
  refreshAround(userID: string): Promise<void>;
  /** Marks a nominee's status (a cast answered, the viewer knows before the server is asked again). */
  set(userID: string, status: VoteStatusCode): void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createVoteStatusStore({
  query,
  sleep = realSleep,
  shown = () => true,
}: VoteStatusStoreOptions): VoteStatusStore {
  const statuses = new Map<string, VoteStatusCode>();
  const rows = new Map<string, number>();
  const listeners = new Set<() => void>();
  let pending = new Set<string>();
  let scheduled = false;
  let error: VoteErrorState = 'no error';
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  const loadChunk = async (ids: string[]) => {
    for (let attempt = 0; ; attempt += 1) {
      if (stopsPolling(error)) return;
      try {
        const results = await query(ids);
        for (const r of results) statuses.set(r.receiverID, r.status);
        changed();
        return;
      } catch (failure) {
        if (failure instanceof FetchError && failure.status === 401) {
          error = voteFailureModal({
            status: failure.status,
            errorCode: failure.errorCode,
            errorMessage: failure.message,
          }).state;
          changed();
          return;
        }
        if (attempt >= VOTE_STATUS_RETRIES) {
          for (const id of ids) statuses.set(id, VOTE_STATUS.Error);
          changed();
          return;
        }
        await sleep(voteStatusRetryDelay(attempt));
        if (!shown()) return;
      }
    }
  };

  // Nominees whose status is being asked for (with its retries): one poller each (issue 30 §1.3).
  const asking = new Set<string>();
  const load = async (ids: string[]) => {
    for (const id of ids) asking.add(id);
    try {
      await Promise.all(statusChunks(ids).map(loadChunk));
    } finally {
      for (const id of ids) asking.delete(id);
    }
  };

  const flush = () => {
    scheduled = false;
    const ids = [...pending];
    pending = new Set();
    if (ids.length > 0) void load(ids);
  };

  return {
    statusOf: (userID) => statuses.get(userID) ?? DEFAULT_VOTE_STATUS,
    errorState: () => error,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register(userID, index) {
      rows.set(userID, index);
      if (statuses.has(userID) || pending.has(userID) || asking.has(userID)) return;
      pending.add(userID);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    },
    async refreshAround(userID) {
      const index = rows.get(userID) ?? 0;
      const steps = neighbourSteps(
        [...rows].map(([id, i]) => ({ id, index: i })),
        index,
      );
      for (const step of steps) await loadChunk(step);
    },
    set(userID, status) {
      statuses.set(userID, status);
      changed();
    },
  };
}
