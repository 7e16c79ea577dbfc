// The props of the leaderboard family's smaller blocks (block spec §3).

export interface PanelProps {
  title: string;
}

export interface TopStreamersProps {
  containerID: string | number;
  /** '{0}' replaced by the score (block spec §3). */
  unit: string;
  open17AppOnClick: boolean;
  showTopUsers: '1' | '3' | '5' | '10';
  withRegion: boolean;
  /** meta.autoRefresh: refresh itself every second instead of registering with the refresh button. */
  autoRefresh: boolean;
  /** Score, Time (hh:mm) or Hours (one decimal, floored). */
  scoreType: string;
  /** Where the data comes from: `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID. */
  fetcher: string;
  /** The cache strategy for the fetcher's GETs (cacheThenNetwork by default). */
  cacheStrategy: string;
}

export interface TotalProps {
  containerID: string | number;
  /** Show only the last N digits, zero padded (0 = all). */
  displayLastDigit: number;
  format: string;
  /** Where the data comes from: `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID. */
  fetcher: string;
  /** The cache strategy for the fetcher's GETs (cacheThenNetwork by default). */
  cacheStrategy: string;
}

export interface PoolProps {
  containerID: string | number;
  poolKey: string;
  minUnit: number;
  format: string;
  /** Where the data comes from: `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID. */
  fetcher: string;
  /** The cache strategy for the fetcher's GETs (cacheThenNetwork by default). */
  cacheStrategy: string;
}

export interface GroupItemProps {
  containerID: string | number;
  name: string;
  /** `kind:target` of visitor spec §7 (decision 0047); blank = eventory on containerID (its summary). */
  fetcher: string;
  cacheStrategy: string;
}

export interface DragonBallsProps {
  /** Balls in the grid (default 7). */
  total: number;
  /** Score a ball needs to light up (default 1). */
  goal: number;
}
