// A code-split block's component: lazy() until its chunk is here, the loaded component itself afterwards.
import { lazy } from 'react';
import type { BlockComponent, BlockRenderProps } from './block-definition.ts';

export interface SplitBlock {
  Component: BlockComponent;
  /** Loads the chunk once (later calls share it); resolves when it is here, rejects if it failed. */
  load(): Promise<unknown>;
}

/**
 * A block rendered after its chunk arrived renders at once, without suspending: Preact's lazy() (the event page's
 * runtime, decision 0080) suspends at its first render even when the chunk is already here, which paints the
 * placeholder for a frame. The choice is made at render time and the chunk only ever goes from missing to here,
 * so a block shown through lazy() never switches component while mounted.
 */
export function splitBlock(load: () => Promise<{ default: BlockComponent }>): SplitBlock {
  let loaded: BlockComponent | undefined;
  let loading: Promise<{ default: BlockComponent }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function SplitBlockComponent(props: BlockRenderProps) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: SplitBlockComponent, load: start };
}
