// The leaderboard family's smaller blocks: Panel, top-streamers podium, Leaderboard total, score Pool,
// team Group (re-ranked teams) and the dragon-ball grid. Their own split chunk (leaderboard.blocks.ts
// loads it).
export { DragonBalls } from './DragonBalls.tsx';
export { Group } from './Group.tsx';
export { GroupItem } from './GroupItem.tsx';
export { GroupRankIcon } from './GroupRankIcon.tsx';
export { GroupScore } from './GroupScore.tsx';
export { LeaderboardTotal } from './LeaderboardTotal.tsx';
export { Panel } from './Panel.tsx';
export { Pool } from './Pool.tsx';
export { TopStreamers } from './TopStreamers.tsx';
