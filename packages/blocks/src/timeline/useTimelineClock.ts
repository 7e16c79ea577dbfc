// The timeline's clock: now in unix seconds, re-read every 1000 ms (block catalogue §9) while enabled.
import { useEffect, useState } from 'react';
import { TIMELINE_TICK_MS } from './timeline-layout.ts';

export function useTimelineClock(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => setNow(Date.now() / 1000), TIMELINE_TICK_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}
