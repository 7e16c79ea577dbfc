// Popup.Content: the blocks the popup's dialog shows, in a box 220 px high by default that scrolls.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp } from '@eventory/domain/prop-values';
import { popupContentHeight } from './popup-size.ts';
import styles from './popup.module.css';

export interface PopupContentProps {
  /** In px; default 220. */
  height: number;
}

export function PopupContent({ props, children }: BlockRenderProps<PopupContentProps>) {
  return (
    <div
      className={styles.content}
      data-block="Popup.Content"
      style={{ height: popupContentHeight(numberProp(props.height, 0)) }}
    >
      {children}
    </div>
  );
}
