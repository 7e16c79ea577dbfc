// Leaderboard, LeaderboardRow, PersonalRankBar and the daily / flexible boards: one code-split chunk,
// downloaded only by pages whose blueprint has a board (leaderboard.blocks.ts loads it). The board loads
// every page of its ranking, filters it by the screen's search, region and follower-only state, and
// renders only the rows in view (a virtualized list). Rows open the streamer on click and may expand one
// dropdown at a time.
export { DailyLeaderboard } from './DailyLeaderboard.tsx';
export { DailyTab } from './DailyTab.tsx';
export { DailyTabs } from './DailyTabs.tsx';
export { FlexLeaderboard } from './FlexLeaderboard.tsx';
export { FlexLeaderboardRow } from './FlexLeaderboardRow.tsx';
export { Leaderboard } from './Leaderboard.tsx';
export { LeaderboardRow } from './LeaderboardRow.tsx';
export { PersonalRankBar } from './PersonalRankBar.tsx';
