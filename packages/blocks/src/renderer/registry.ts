// The block registry: type name → definition, with the component resolved once (lazy for split blocks).
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { BlockComponent, BlockDefinition } from './block-definition.ts';
import { splitBlock, type SplitBlock } from './split-block.tsx';

export interface RegisteredBlock {
  definition: BlockDefinition;
  /** Undefined for rule-only entries (blocks whose implementation has not landed yet). */
  Component: BlockComponent | undefined;
  /** True when the component arrives in its own chunk, so the renderer wraps it in Suspense. */
  split: boolean;
}

export interface BlockRegistry {
  get(type: string): RegisteredBlock | undefined;
  readonly types: readonly string[];
  /**
   * Starts loading the chunk of every split block in the tree at once. Rendering alone loads a child's
   * chunk only once its parent has rendered, one round trip per level of nesting; a page calls this as
   * soon as its document arrives. Resolves once every chunk it started has loaded or failed (never
   * rejects): failures are left to the render, which shows them per block.
   */
  preload(tree: BlueprintNode): Promise<void>;
}

export function createBlockRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock>();
  const split = new Map<string, SplitBlock>();
  for (const definition of definitions) {
    if (blocks.has(definition.name)) throw new Error(`Block ${definition.name} is registered twice.`);
    // Created here, once per block, so the chunk loads once and React keeps one lazy cache entry.
    const chunk = !definition.render && definition.load ? splitBlock(definition.load) : undefined;
    if (chunk) split.set(definition.name, chunk);
    const Component = definition.render ?? chunk?.Component;
    blocks.set(definition.name, { definition, Component, split: chunk !== undefined });
  }
  const start = (node: BlueprintNode, started: Promise<unknown>[]) => {
    const chunk = split.get(node.type);
    if (chunk) started.push(chunk.load().catch(() => {}));
    for (const child of node.children ?? []) start(child, started);
  };
  return {
    get: (type) => blocks.get(type),
    types: [...blocks.keys()],
    preload(tree) {
      const started: Promise<unknown>[] = [];
      start(tree, started);
      return Promise.all(started).then(() => undefined);
    },
  };
}
