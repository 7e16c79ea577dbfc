// One vote as a board's rows share it: the viewer's status store and the vote's tallies (read once,
// read again after each successful vote), so a hundred rows make one votingEvent call and batched
// status queries. Kept per visitor session, vote and signed-in user.
import type { VoteInfo } from '@eventory/domain/votes';
import { VOTE_STATUS } from '@eventory/domain/vote-status';
import type { VisitorUser } from '../visitor/auth-guard.ts';
import type { VisitorSession } from '../visitor/visitor-session.ts';
import { fetchVoteInfo, fetchVoteStatuses } from './vote-api.ts';
import { createVoteStatusStore, type VoteStatusStore } from './vote-status-store.ts';

export interface VoteBoard {
  voteID: string;
  user: VisitorUser | undefined;
  statuses: VoteStatusStore;
  info(): VoteInfo | undefined;
  /** Reads the vote's tallies again; rows showing scores re-render. */
  reloadInfo(): Promise<void>;
  /** reloadInfo at most every 2 s (rows see their live tally move past the vote's read). */
  reloadInfoSoon(): void;
  subscribe(listener: () => void): () => void;
  version(): number;
}

/** Rows whose live tally runs ahead of the vote's read ask for a new read at most this often. */
const INFO_RELOAD_MS = 2000;

function createVoteBoard(voteID: string, user: VisitorUser | undefined): VoteBoard {
  const listeners = new Set<() => void>();
  let info: VoteInfo | undefined;
  let version = 0;
  let loading: Promise<void> | undefined;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const statuses = createVoteStatusStore({
    // Without a signed-in viewer every nominee is 4 (not logged in): nothing to ask the server.
    query: (ids) =>
      user
        ? fetchVoteStatuses(voteID, ids, user)
        : Promise.resolve(
            ids.map((id) => ({ senderID: '', receiverID: id, status: VOTE_STATUS.NotLoggedIn })),
          ),
    // Rows subscribe to the board while they show it.
    shown: () => listeners.size > 0,
  });
  statuses.subscribe(changed);
  const reloadInfo = () => {
    loading ??= fetchVoteInfo(voteID)
      .then((next) => {
        info = next;
        changed();
      })
      .catch((error: unknown) => console.error('Loading the vote failed', error))
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  let lastSoon = 0;
  const reloadInfoSoon = () => {
    const now = Date.now();
    if (now - lastSoon < INFO_RELOAD_MS) return;
    lastSoon = now;
    void reloadInfo();
  };
  return {
    voteID,
    user,
    statuses,
    info: () => info,
    reloadInfo,
    reloadInfoSoon,
    subscribe(listener) {
      listeners.add(listener);
      if (info === undefined && listeners.size === 1) void reloadInfo();
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const boards = new WeakMap<VisitorSession, Map<string, VoteBoard>>();

/** The shared board of this vote for the session's current user. */
export function voteBoardFor(session: VisitorSession, voteID: string): VoteBoard {
  const user = session.snapshot().user;
  const key = `${voteID}:${user?.userID ?? ''}`;
  let perSession = boards.get(session);
  if (!perSession) {
    perSession = new Map();
    boards.set(session, perSession);
  }
  let board = perSession.get(key);
  if (!board) {
    board = createVoteBoard(voteID, user);
    perSession.set(key, board);
  }
  return board;
}
