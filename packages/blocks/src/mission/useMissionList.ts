// A mission list's data: the ref's missions with the viewer's progress (the mock user id when nobody is
// signed in), the viewer's reward state per mission, re-read when a mission container's records change
// (the live channel; every 5 s without one). Editor mode reads the ref's list without progress, or shows
// placeholders, and never asks for reward states.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MissionRefType } from '@eventory/domain/mission-kinds';
import type { UserMission } from '@eventory/domain/user-missions';
import { useFetcher } from '../data/useFetcher.ts';
import { useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { fetchMissionRefs, fetchRewardState, fetchUserMissions } from './mission-api.ts';
import { isClaimedState, MOCK_USER_ID, visibleMissions } from './mission-rules.ts';
import { mockMissions } from './mock-missions.ts';
import { useLiveMissions } from './useLiveMissions.ts';

export interface MissionReward {
  claimed: boolean;
  error: boolean;
}

export interface MissionListData {
  status: 'loading' | 'data' | 'error';
  /** Visible missions (with a container), in the server's order; the list sorts them. */
  missions: UserMission[];
  rewardOf(missionID: number): MissionReward;
  /** The signed-in viewer, undefined when nobody is. */
  userID: string | undefined;
  retry(): void;
  /** After a successful claim: the mission is claimed without waiting for a re-read. */
  markClaimed(missionID: number): void;
  /** Reads the missions again (after a claim that failed because the state moved on). */
  reload(): void;
}

/** Without a live channel the list re-reads this often. */
export const MISSION_POLL_MS = 5000;

const NO_REWARD: MissionReward = { claimed: false, error: false };

export function useMissionList(options: {
  refType: MissionRefType;
  refID: string;
  editor: boolean;
}): MissionListData {
  const { refType, refID, editor } = options;
  const userID = useVisitorSnapshot().user?.userID;
  const [nowMs] = useState(() => Date.now());

  const missionsRead = useFetcher(
    (signal) =>
      editor
        ? fetchMissionRefs(refType, refID, signal)
        : fetchUserMissions(refType, refID, userID ?? MOCK_USER_ID, signal),
    { key: `${editor ? 'editor' : 'runtime'}:${refType}:${refID}:${userID ?? ''}`, enabled: refID !== '' },
  );
  const missions = useMemo(() => {
    if (editor) {
      const read = visibleMissions(missionsRead.data ?? []);
      return read.length > 0 ? read : mockMissions(nowMs);
    }
    return visibleMissions(missionsRead.data ?? []);
  }, [editor, missionsRead.data, nowMs]);

  const containerIDs = useMemo(() => missions.map((m) => m.missionContainerID), [missions]);
  const live = useLiveMissions(containerIDs, !editor && refID !== '');
  const { refresh } = missionsRead;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);
  // Without the live channel: poll, so progress still arrives.
  const hasData = missionsRead.data !== undefined;
  useEffect(() => {
    if (editor || live.live || !hasData) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, MISSION_POLL_MS);
    return () => clearInterval(timer);
  }, [editor, live.live, hasData, refresh]);

  const missionIDs = missions.map((m) => m.id).join(',');
  const rewardsRead = useFetcher(
    async (signal) => {
      const ids = missionIDs.split(',').map(Number);
      const answers = await Promise.allSettled(ids.map((id) => fetchRewardState(id, userID ?? '', signal)));
      const states = new Map<number, MissionReward>();
      answers.forEach((answer, index) => {
        const id = ids[index] ?? 0;
        if (answer.status === 'fulfilled')
          states.set(id, { claimed: isClaimedState(answer.value.state), error: false });
        else {
          console.error('Loading the reward state failed', answer.reason);
          states.set(id, { claimed: false, error: true });
        }
      });
      return states;
    },
    { key: `${userID ?? ''}:${missionIDs}`, enabled: !editor && userID !== undefined && missionIDs !== '' },
  );

  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setClaimed(new Set()), [userID]);
  const markClaimed = useCallback((missionID: number) => {
    setClaimed((previous) => new Set(previous).add(missionID));
  }, []);
  const rewardStates = rewardsRead.data;
  const rewardOf = useCallback(
    (missionID: number): MissionReward => {
      if (claimed.has(missionID)) return { claimed: true, error: false };
      return rewardStates?.get(missionID) ?? NO_REWARD;
    },
    [claimed, rewardStates],
  );

  const status: MissionListData['status'] = editor
    ? 'data'
    : refID === '' || missionsRead.status === 'data' || missionsRead.data !== undefined
      ? 'data'
      : missionsRead.status === 'error'
        ? 'error'
        : 'loading';
  const refreshRewards = rewardsRead.refresh;
  const reload = useCallback(() => {
    refresh();
    refreshRewards();
  }, [refresh, refreshRewards]);
  return { status, missions, rewardOf, userID, retry: refresh, markClaimed, reload };
}
