// What a Timeline tells its items: each item's slot (looked up by its blueprint node), the phase rules
// and the label formats.
import { createContext, useContext } from 'react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { TimelinePhase } from './timeline-layout.ts';

export interface TimelineItemPlace {
  slot: number;
  phase: TimelinePhase;
}

export interface TimelineContextValue {
  placeOf(node: BlueprintNode): TimelineItemPlace | undefined;
  formats: { date: string; weekday: string; time: string };
}

export const TimelineContext = createContext<TimelineContextValue | null>(null);

export const useTimeline = (): TimelineContextValue | null => useContext(TimelineContext);
