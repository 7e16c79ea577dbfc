// Replay (admin spec §4 replay status, §7 recalculate): a container's records recomputed from the event log.
// docs/engine.md, Replay; decision docs/decisions/0013.
import { z } from 'zod';
import { idSchema } from './ids.ts';

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

// Multiple replay (issue 17 §4, decision 0077): several containers of one campaign replayed one after
// another in one job, with one status and one cancel.

/** Most containers one multiple replay takes. */
export const MAX_MULTIPLE_REPLAY_CONTAINERS = 100;

/** POST campaigns/{id}/multiple-replays: the campaign's containers to replay, each once, in this order. */
export const multipleReplayInputSchema = z.object({
  containerIDs: z
    .array(idSchema('containerIDs item'), { error: 'containerIDs must be a list of container ids' })
    .min(1, 'containerIDs must name at least one container of the campaign')
    .max(
      MAX_MULTIPLE_REPLAY_CONTAINERS,
      `containerIDs names at most ${MAX_MULTIPLE_REPLAY_CONTAINERS} containers`,
    )
    .refine((ids) => new Set(ids).size === ids.length, 'containerIDs names a container twice'),
});
export type MultipleReplayInput = z.infer<typeof multipleReplayInputSchema>;

/** The one status of a multiple replay: Failed when it finished with a container not replayed. */
export type MultipleReplayStatus = 'Preparing' | 'Done' | 'Cancel' | 'Failed';

/** One container's step: Waiting for its turn, Skipped when its turn never came or it could not start. */
export interface MultipleReplayStep {
  containerID: number;
  state: 'Waiting' | 'Skipped' | ReplayJobStatus;
  jobID: number | null;
  eventsReplayed: number;
  error: string | null;
}

export interface MultipleReplayView {
  ID: number;
  campaignID: number;
  status: MultipleReplayStatus;
  requestedBy: string;
  /** Unix ms. */
  startedAt: number;
  finishedAt: number | null;
  /** Containers whose replay is Done, of `steps.length`. */
  done: number;
  steps: MultipleReplayStep[];
}
