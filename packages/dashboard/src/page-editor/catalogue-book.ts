// The block catalogue as the editor reads it (issue 14 §2): the rules and fields of the domain's one block
// catalogue, the rule book the server's save check reads too (issue 29 §3), the palette's block types,
// each block's declared fields (with their labels) and defaults.
import { catalogueRuleBook, type RuleBook } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '@eventory/blocks/catalogue';
import { labelledFields, type LabelledBlockField } from '@eventory/blocks/editor';
import { makeBlockId } from './blueprint-tree.ts';
import { starterNode } from './tree-rules.ts';

/** The page's frame: the root template and the page wrappers are never inserted by hand. */
export const PAGE_FRAME_TYPES: readonly string[] = ['RootTemplate', 'Page', 'SurprisePage', 'ConfigWrapper'];

export const catalogueBook: RuleBook & { types: readonly string[] } = {
  ...catalogueRuleBook,
  types: catalogue.types,
};

/** What the palette offers, in catalogue order. */
export const PALETTE_TYPES: readonly string[] = catalogue.types.filter((t) => !PAGE_FRAME_TYPES.includes(t));

/** The fields of a block type with the words the properties panel shows (decision 0081). */
export function fieldsOf(type: string): [string, LabelledBlockField][] {
  return labelledFields(type);
}

export function defaultPropsOf(type: string): Record<string, unknown> {
  return { ...(catalogue.get(type)?.definition.defaultProps as Record<string, unknown> | undefined) };
}

/** A new block from the palette, with the children its rules need. */
export const newBlock = (type: string, makeId: () => string = makeBlockId): BlueprintNode =>
  starterNode(type, catalogueBook, makeId);
