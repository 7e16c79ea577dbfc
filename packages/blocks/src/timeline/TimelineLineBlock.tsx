// Timeline.Line as a block (visitor spec §5 "Timeline line has no children and parent Timeline"): an author
// may place it in a Timeline, which saves and renders; the Timeline draws its line itself, filled up to now
// (`TimelineLine.tsx`), so the block adds nothing of its own and never takes a slot (decision 0125).
export type TimelineLineBlockProps = Record<string, never>;

export function TimelineLineBlock(): null {
  return null;
}
