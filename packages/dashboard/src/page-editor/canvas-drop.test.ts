import { describe, expect, it } from 'vitest';
import type { RuleBook } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { dropPlaces, placeAt, placeOf, stepPlace } from './canvas-drop.ts';

// Text holds nothing; Section holds anything; Tabs holds only Tab.
const book: RuleBook = {
  rulesOf: (type) =>
    type === 'Text' ? { maxChildren: 0 } : type === 'Tabs' ? { allowedChildren: ['Tab'] } : undefined,
  isKnown: () => true,
  fieldsOf: () => undefined,
};

const tree: BlueprintNode = {
  type: 'Page',
  id: 'p',
  children: [
    { type: 'Text', id: 'a' },
    { type: 'Section', id: 's', children: [{ type: 'Text', id: 'x' }] },
    { type: 'Text', id: 'b' },
  ],
};

describe('canvas drop places', () => {
  it('lists every gap in reading order, the dragged block and its inside left out', () => {
    expect(dropPlaces(tree, 'b', book)).toEqual([
      { parentId: 'p', index: 0 },
      { parentId: 'p', index: 1 },
      { parentId: 's', index: 0 },
      { parentId: 's', index: 1 },
      { parentId: 'p', index: 2 },
    ]);
    // Dragging the section: nothing inside it is a place, and the page has two other children.
    expect(dropPlaces(tree, 's', book)).toEqual([
      { parentId: 'p', index: 0 },
      { parentId: 'p', index: 1 },
      { parentId: 'p', index: 2 },
    ]);
  });

  it('steps through the places from the current one and stays at the ends', () => {
    const places = dropPlaces(tree, 'a', book);
    const here = placeOf(tree, 'a');
    expect(here).toEqual({ parentId: 'p', index: 0 });
    expect(stepPlace(places, here, 1)).toEqual({ parentId: 's', index: 0 });
    expect(stepPlace(places, here, -1)).toEqual({ parentId: 'p', index: 0 });
    expect(stepPlace(places, { parentId: 'p', index: 2 }, 1)).toEqual({ parentId: 'p', index: 2 });
    expect(placeOf(tree, 'p')).toBeUndefined();
  });

  it('puts a drop before or after a block by its edges, inside a block that holds children', () => {
    const at = (id: string, position: number, childrenAbove = 0) =>
      placeAt(tree, 'a', { id, at: position, childrenAbove }, book);
    expect(at('s', 0.1)).toEqual({ parentId: 'p', index: 0 });
    expect(at('s', 0.9)).toEqual({ parentId: 'p', index: 1 });
    expect(at('s', 0.5, 1)).toEqual({ parentId: 's', index: 1 });
    // A text holds nothing: its upper half is before it, its lower half after it (indexes without 'a').
    expect(at('b', 0.4)).toEqual({ parentId: 'p', index: 1 });
    expect(at('b', 0.6)).toEqual({ parentId: 'p', index: 2 });
    // The page itself: inside, among its children.
    expect(at('p', 0.99, 2)).toEqual({ parentId: 'p', index: 2 });
    // Over the dragged block or inside it: nowhere.
    expect(at('a', 0.5)).toBeUndefined();
    expect(placeAt(tree, 's', { id: 'x', at: 0.5, childrenAbove: 0 }, book)).toBeUndefined();
  });
});
