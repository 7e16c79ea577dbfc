// The frame's checked address for the current page (query string appended); refused addresses are logged.
import { useEffect, useMemo } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { frameAddress, type FrameAddress } from './frame-rules.ts';

export function useFrameAddress(configured: string): FrameAddress | undefined {
  const { mode } = useRenderContext();
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const address = useMemo(() => frameAddress(configured, search), [configured, search]);
  useEffect(() => {
    if (mode === 'runtime' && !address) {
      console.error(
        `Embedded frame: refused address ${JSON.stringify(configured)} (not an allowed event origin)`,
      );
    }
  }, [mode, address, configured]);
  return address;
}
