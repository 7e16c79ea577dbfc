// One catalogue (decision 0058): every block the renderer registers has its entry in the domain's block
// catalogue, and its fields, defaults and rules are exactly that entry, so the server checks what the
// browser renders.
import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '@eventory/domain/block-catalogue';
import { catalogueBlocks } from './catalogue.ts';

describe('the block catalogue and the domain catalogue', () => {
  it.each(catalogueBlocks.map((block) => [block.name, block] as const))(
    '%s has a domain entry with the same fields, defaults and rules',
    (name, block) => {
      const entry = catalogueEntry(name);
      expect(entry, `${name} has no entry in @eventory/domain/block-catalogue`).toBeDefined();
      expect(block.fields ?? {}).toEqual(entry?.fields);
      expect(block.defaultProps ?? {}).toEqual(entry?.defaultProps);
      expect(block.rules ?? {}).toEqual(entry?.rules);
    },
  );

  it('a type the catalogue does not know has no entry', () => {
    expect(catalogueEntry('NoSuchBlock')).toBeUndefined();
    expect(catalogueEntry('toString')).toBeUndefined();
  });
});
