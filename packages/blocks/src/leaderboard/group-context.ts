// What a Group shares with its items: each team reports its score, and reads its rank back.
import { createContext } from 'react';
import type { TeamScore } from './family-rules.ts';

export interface GroupContextValue {
  report(team: TeamScore): void;
  ranked: ReadonlyMap<string, TeamScore & { rank: number }>;
}

export const GroupContext = createContext<GroupContextValue | null>(null);
export const TeamContext = createContext<(TeamScore & { rank: number }) | undefined>(undefined);
