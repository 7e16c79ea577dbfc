// Containers (score stores, admin spec §3). Evaluators are in evaluators.ts, the leaderboard read contract in
// leaderboard-read.ts.

export const CONTAINER_TYPES = [
  'Leaderboard',
  'SimpleWhitelist',
  'GiftBucket',
  'Whitelist',
  'Table',
  'ArmyBucket',
  'League',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export interface Container {
  ID: number;
  type: ContainerType;
  refID: number;
  refContainerType: 'Leaderboard' | 'League';
  groupName: string;
  createTime: number;
  updateTime: number;
}
