// The timeline blocks: one code-split chunk, downloaded only by pages whose blueprint has a timeline.
export { Timeline } from './Timeline.tsx';
export { TimelineItem } from './TimelineItem.tsx';
export { TimelineLineBlock } from './TimelineLineBlock.tsx';
