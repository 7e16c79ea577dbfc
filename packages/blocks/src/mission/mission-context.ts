// What a mission card (and a progress bar inside one) reads from its mission list: the mission, its
// display status and the list's claim bookkeeping.
import { createContext, useContext } from 'react';
import type { UserMission } from '@eventory/domain/user-missions';
import type { MissionDisplayStatus } from './mission-rules.ts';

export interface MissionItemContextValue {
  mission: UserMission;
  status: MissionDisplayStatus;
  /** The signed-in viewer; undefined when nobody is. */
  userID: string | undefined;
  markClaimed(missionID: number): void;
  reload(): void;
}

export const MissionItemContext = createContext<MissionItemContextValue | null>(null);

/** The mission a block inside a mission card shows, if it sits in one. */
export const useMissionItem = (): MissionItemContextValue | undefined =>
  useContext(MissionItemContext) ?? undefined;
