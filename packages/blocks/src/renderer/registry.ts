// The block registry: type name → definition, with the component resolved once (React.lazy for split blocks).
import { lazy } from 'react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { BlockComponent, BlockDefinition } from './block-definition.ts';

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
   * soon as its document arrives. Failures are left to the render, which shows them per block.
   */
  preload(tree: BlueprintNode): void;
}

export function createBlockRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock>();
  for (const definition of definitions) {
    if (blocks.has(definition.name)) throw new Error(`Block ${definition.name} is registered twice.`);
    // lazy() is created here, once per block, so React keeps one cache entry and the chunk loads once.
    const Component = definition.render ?? (definition.load ? lazy(definition.load) : undefined);
    blocks.set(definition.name, { definition, Component, split: !definition.render && !!definition.load });
  }
  const preloaded = new Set<string>();
  const preload = (node: BlueprintNode) => {
    const definition = blocks.get(node.type)?.definition;
    if (definition?.load && !definition.render && !preloaded.has(node.type)) {
      preloaded.add(node.type);
      definition.load().catch(() => {});
    }
    for (const child of node.children ?? []) preload(child);
  };
  return {
    get: (type) => blocks.get(type),
    types: [...blocks.keys()],
    preload,
  };
}
