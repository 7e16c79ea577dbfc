// Replay (admin spec §4 replay status, §7 recalculate): a container's records recomputed from the event log.
// docs/engine.md, Replay; decision docs/decisions/0013.

/** Replay status of a container (admin spec §4): Unknown (never replayed, or the last one did not finish). */
export const REPLAY_STATUSES = ['Unknown', 'Preparing', 'Done'] as const;
export type ReplayStatus = (typeof REPLAY_STATUSES)[number];

/** The stored job's state: Cancel when cancelled, Failed when it broke or the server restarted under it. */
export type ReplayJobStatus = 'Preparing' | 'Done' | 'Cancel' | 'Failed';

export interface ReplayStatusView {
  containerID: number;
  status: ReplayStatus;
  /** The latest job, absent when the container was never replayed. */
  jobID?: number;
  jobStatus?: ReplayJobStatus;
  requestedBy?: string;
  /** Unix ms. */
  startedAt?: number;
  finishedAt?: number | null;
  eventsReplayed?: number;
  error?: string | null;
}

/** The replay status of each container a campaign owns (GET campaigns/{id}/replay-status). */
export interface ContainerReplayStatus {
  containerID: number;
  /** What the container belongs to: a leaderboard, a mission or a questionnaire. */
  owner: { kind: 'leaderboard' | 'mission' | 'questionnaire'; ID: number; groupName: string };
  status: ReplayStatus;
  /** The latest replay job's own status (Preparing, Done, Cancel...), null when never replayed. */
  jobStatus: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  eventsReplayed: number;
}

export interface RecalculateResult {
  containerID: number;
  started: boolean;
  /** Why a replay did not start (e.g. one is already running). */
  error?: string;
}
