// @eventory/blocks/editor: what a page editor needs besides the catalogue and the renderer: each block's
// editable fields with their labels (decision 0081). The structural rules and their check are the domain's
// (`@eventory/domain/block-structure`, `@eventory/domain/block-validation`).
export type { BlockDefinition, BlockField, BlockRules } from './renderer/block-definition.ts';
export { labelledFields, type LabelledBlockField } from '@eventory/domain/block-field-labels';
