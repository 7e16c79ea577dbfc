// The mission blocks (MissionList, MissionCard, ProgressBar): one code-split chunk, downloaded only by
// pages whose blueprint has one of them (mission.blocks.ts loads it).
export { MissionCard } from './MissionCard.tsx';
export { MissionList } from './MissionList.tsx';
export { ProgressBar } from './ProgressBar.tsx';
