// @eventory/blocks/editor: what a page editor needs besides the catalogue and the renderer: each block's
// editable fields with their labels (decision 0081) and structural rules, and the structure check with its message.
export type { BlockDefinition, BlockField, BlockRules } from './renderer/block-definition.ts';
export { BLOCK_RULES } from './block-rules.ts';
export { labelledFields, type LabelledBlockField } from '@eventory/domain/block-field-labels';
export {
  describeStructureProblem,
  findStructureProblem,
  type StructureProblem,
} from './renderer/structure.ts';
