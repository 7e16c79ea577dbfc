// How lookup tables show times and read id lists.
import { formatUnixSeconds } from '../../forms/time.ts';

export const time = (value: unknown) =>
  typeof value === 'number' ? formatUnixSeconds(value) : typeof value === 'string' ? value : '—';

/** "42, 43 x" → [42, 43]. */
export const ids = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
