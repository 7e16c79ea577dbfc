// Popup modal (block catalogue §2, §4, §9; decision 0064): its Popup.Trigger children show in the page,
// its Popup.Content children in a dialog opened by a trigger: at most 300 px wide and 75 vw, over a backdrop
// of 0.3 opacity, closed by its close button, by Escape and (closeOnOutsideClick, default on) by a click
// outside it; focus stays inside while it is open and returns to the trigger after. Editor mode opens
// nothing: it shows the contents inline, at the dialog's size, so the author can see and select them.
import {
  Children,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { isRightToLeft } from '@eventory/domain/locales';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { PopupContext } from './popup-context.ts';
import { POPUP_BACKDROP_OPACITY, popupWidth } from './popup-size.ts';
import { popupText } from './popup-texts.ts';
import { useFocusTrap } from './useFocusTrap.ts';
import styles from './popup.module.css';

export interface PopupModalProps {
  /** The dialog's heading and name; blank = "Popup" (read by screen readers only). */
  title: string;
  /** In px; never beyond 300 px nor 75 vw. */
  width: number;
  closeOnOutsideClick: boolean;
}

export function PopupModal({ props, node, children }: BlockRenderProps<PopupModalProps>) {
  const { mode, locale, contained } = useRenderContext();
  // On a contained page (the editor's preview) the dialog stays in the page's box (issue 30 §2.5).
  const inPage = (dialog: ReactNode) => (contained ? dialog : createPortal(dialog, document.body));
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const editor = mode === 'editor';
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(dialogRef, open && !editor, close);
  const context = useMemo(
    () => ({ open: open && !editor, show: () => !editor && setOpen(true), dialogId }),
    [open, editor, dialogId],
  );

  // The renderer hands the children in blueprint order, so each one's type is its node's.
  const triggers: ReactNode[] = [];
  const contents: ReactNode[] = [];
  Children.toArray(children).forEach((child, index) => {
    (node.children?.[index]?.type === 'Popup.Content' ? contents : triggers).push(child);
  });

  const title = stringProp(props.title).trim();
  const label = title || popupText(locale, 'popupLabel');
  const width = popupWidth(numberProp(props.width, 0));
  const closeOnOutsideClick = booleanProp(props.closeOnOutsideClick, true);

  if (editor) {
    return (
      <div className={styles.popupModal} data-block="PopupModal">
        {triggers.length || contents.length ? null : (
          <p className={styles.empty}>{popupText(locale, 'popupEmptyEditor')}</p>
        )}
        <PopupContext.Provider value={context}>{triggers}</PopupContext.Provider>
        {contents.length ? (
          <div className={styles.editorPreview} style={width} aria-label={label} role="group">
            <p className={styles.previewNote}>{popupText(locale, 'popupPreviewEditor')}</p>
            {title ? <h2 className={styles.title}>{title}</h2> : null}
            {contents}
          </div>
        ) : null}
      </div>
    );
  }

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOutsideClick && event.target === event.currentTarget) close();
  };
  return (
    <div className={styles.popupModal} data-block="PopupModal">
      <PopupContext.Provider value={context}>{triggers}</PopupContext.Provider>
      {open
        ? inPage(
            <div
              className={styles.backdrop}
              onClick={onBackdropClick}
              data-testid="popup-backdrop"
              style={{ background: `rgb(0 0 0 / ${POPUP_BACKDROP_OPACITY})` }}
              dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
            >
              <div
                ref={dialogRef}
                id={dialogId}
                className={styles.dialog}
                role="dialog"
                aria-modal="true"
                aria-label={title ? undefined : label}
                aria-labelledby={title ? `${dialogId}-title` : undefined}
                tabIndex={-1}
                style={width}
              >
                {title ? (
                  <h2 id={`${dialogId}-title`} className={styles.title}>
                    {title}
                  </h2>
                ) : null}
                {contents}
                <button type="button" className={styles.close} onClick={close}>
                  {popupText(locale, 'popupClose')}
                </button>
              </div>
            </div>,
          )
        : null}
    </div>
  );
}
