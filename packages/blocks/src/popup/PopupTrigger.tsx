// Popup.Trigger: the button that opens its popup modal's dialog: its text, or the blocks placed in it.
// Editor mode keeps it from opening anything.
import { Children } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { usePopup } from './popup-context.ts';
import { popupText } from './popup-texts.ts';
import styles from './popup.module.css';

export interface PopupTriggerProps {
  /** Blank with no blocks inside = "Open". */
  text: string;
}

export function PopupTrigger({ props, children }: BlockRenderProps<PopupTriggerProps>) {
  const { mode, locale } = useRenderContext();
  const popup = usePopup();
  const editor = mode === 'editor';
  const text = stringProp(props.text).trim();
  const hasBlocks = Children.count(children) > 0;
  return (
    <button
      type="button"
      className={styles.trigger}
      data-block="Popup.Trigger"
      aria-haspopup="dialog"
      aria-expanded={popup?.open ?? false}
      aria-controls={popup?.open ? popup.dialogId : undefined}
      aria-disabled={editor || undefined}
      onClick={() => popup?.show()}
    >
      {text || !hasBlocks ? <span dir="auto">{text || popupText(locale, 'popupOpen')}</span> : null}
      {children}
    </button>
  );
}
