// The catalogue as the editor canvas renders it (issue 14 §2): every block with an id is framed by an
// element carrying that id, so the canvas can find, outline and select the block that was clicked or
// hovered without touching the blocks. The frame has no box of its own (display: contents).
import type { ComponentProps } from 'react';
import type { RendererProps } from '@eventory/blocks/renderer';
import styles from './page-editor.module.css';

type BlockRegistry = RendererProps['registry'];
type RegisteredBlock = NonNullable<ReturnType<BlockRegistry['get']>>;
type BlockComponent = NonNullable<RegisteredBlock['Component']>;

/** The attribute a framed block's element carries. */
export const NODE_ATTRIBUTE = 'data-editor-node';

/** `[attribute="value"]` for any value: quotes, backslashes and line breaks escaped. */
export const attributeSelector = (attribute: string, value: string) =>
  `[${attribute}="${value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"]`;

function framed(Inner: BlockComponent, type: string): BlockComponent {
  function Framed(props: ComponentProps<BlockComponent>) {
    const id = props.node.id;
    if (!id) return <Inner {...props} />;
    return (
      <div className={styles.blockFrame} {...{ [NODE_ATTRIBUTE]: id }} data-block-type={type}>
        <Inner {...props} />
      </div>
    );
  }
  Framed.displayName = `Framed(${type})`;
  return Framed as BlockComponent;
}

/** `base` with each block's component framed; one framed component per type, made once. */
export function createEditorRegistry(base: BlockRegistry): BlockRegistry {
  const blocks = new Map<string, RegisteredBlock | undefined>();
  return {
    get(type) {
      if (!blocks.has(type)) {
        const block = base.get(type);
        blocks.set(type, block?.Component ? { ...block, Component: framed(block.Component, type) } : block);
      }
      return blocks.get(type);
    },
    types: base.types,
    preload: (tree) => base.preload(tree),
  };
}
