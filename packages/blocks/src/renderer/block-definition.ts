// What a block is: one config object (Puck style) the catalogue lists and the renderer looks up by type name.
import type { ComponentType, ReactNode } from 'react';
import type { BlockField, BlockRules } from '@eventory/domain/block-catalogue';
import type { BlueprintNode } from '@eventory/domain/blueprint';

/** Structural rules and editable fields are declared in the domain's one block catalogue (decision 0058). */
export type { BlockField, BlockRules } from '@eventory/domain/block-catalogue';

/** What a block's component receives: its props (defaults merged), its node, and its rendered children. */
export interface BlockRenderProps<P = Record<string, unknown>> {
  props: P;
  node: BlueprintNode;
  children: ReactNode;
}

export type BlockComponent<P = Record<string, unknown>> = ComponentType<BlockRenderProps<P>>;

export interface BlockDefinition<P = Record<string, unknown>> {
  name: string;
  /** Small blocks render straight from the main bundle. */
  render?: BlockComponent<P>;
  /** Bigger blocks are code-split: the page downloads them only when its blueprint uses them. */
  load?: () => Promise<{ default: BlockComponent<P> }>;
  defaultProps?: Partial<P>;
  rules?: BlockRules;
  fields?: Partial<Record<keyof P & string, BlockField>>;
}

/**
 * Types a block's props while keeping the catalogue one list of definitions. The renderer hands
 * each block plain JSON props merged over its defaults, so the component still reads them defensively.
 */
export function defineBlock<P>(definition: BlockDefinition<P>): BlockDefinition {
  return definition as unknown as BlockDefinition;
}
