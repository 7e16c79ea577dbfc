// The current time (ms), re-read every `everyMs` while the block is mounted (and `enabled`).
import { useEffect, useState } from 'react';

export function useNowEvery(everyMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, enabled]);
  return now;
}
