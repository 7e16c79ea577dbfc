// Every structural rule of the block spec §5 and visitor spec §5, by block type name, read from the one
// block catalogue in the domain (decision 0058), so the renderer, the editor and the server apply the same rules.
import { BLOCK_CATALOGUE, type CatalogueBlockType } from '@eventory/domain/block-catalogue';

export const BLOCK_RULES = Object.fromEntries(
  Object.entries(BLOCK_CATALOGUE).map(([type, entry]) => [type, entry.rules]),
) as { [T in CatalogueBlockType]: (typeof BLOCK_CATALOGUE)[T]['rules'] };

export type RuledBlockType = CatalogueBlockType;
