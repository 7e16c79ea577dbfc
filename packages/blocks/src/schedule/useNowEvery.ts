// The current time (ms), re-read every `everyMs` while the block is mounted.
import { useEffect, useState } from 'react';

export function useNowEvery(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
