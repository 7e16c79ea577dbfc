// The block registry: type name → definition, with the component resolved once (React.lazy for split blocks).
import { lazy } from 'react';
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
}

export function createBlockRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock>();
  for (const definition of definitions) {
    if (blocks.has(definition.name)) throw new Error(`Block ${definition.name} is registered twice.`);
    // lazy() is created here, once per block, so React keeps one cache entry and the chunk loads once.
    const Component = definition.render ?? (definition.load ? lazy(definition.load) : undefined);
    blocks.set(definition.name, { definition, Component, split: !definition.render && !!definition.load });
  }
  return {
    get: (type) => blocks.get(type),
    types: [...blocks.keys()],
  };
}
