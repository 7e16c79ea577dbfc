// The page the editor benchmark edits: plain content blocks, so no chunk or server call is timed.
import type { BlueprintNode } from '@eventory/domain/blueprint';

/** A page of `sections` sections, each a title and `perSection` texts (1 + sections × (2 + perSection) blocks). */
export function generatedPage(sections: number, perSection: number): BlueprintNode {
  return {
    type: 'Page',
    id: 'page',
    props: { title: 'Bench page' },
    children: Array.from({ length: sections }, (_, s) => ({
      type: 'Section',
      id: `s${s}`,
      children: [
        { type: 'Title', id: `s${s}-title`, props: { text: `Section ${s}` } },
        ...Array.from({ length: perSection }, (_, i) => ({
          type: 'Text',
          id: `s${s}-t${i}`,
          props: { text: `Text ${s}.${i}: gifts count double on Sunday.` },
        })),
      ],
    })),
  };
}
