// Search keyword debounce (block spec §5): 100 ms on the following variant, 300 ms on the plain one.
import { useEffect, useRef } from 'react';

export type SearchVariant = 'plain' | 'following';

export const SEARCH_DEBOUNCE_MS: Record<SearchVariant, number> = { plain: 300, following: 100 };

export const debounceFor = (variant: string): number =>
  variant === 'following' ? SEARCH_DEBOUNCE_MS.following : SEARCH_DEBOUNCE_MS.plain;

/** Calls `commit(value)` once `value` has stayed the same for `delayMs`. */
export function useDebouncedCommit(value: string, delayMs: number, commit: (value: string) => void): void {
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const first = useRef(true);
  useEffect(() => {
    // The keyword read from ?search= on load is already committed.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => commitRef.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
