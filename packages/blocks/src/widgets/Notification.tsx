// A notification block: the notification modal (visitor spec §2: title, message, OK, Escape closes, 10vh
// from the top) shown once when the page opens, e.g. for an announcement. In editor mode it is a card in the
// page's flow saying so, never a modal over the editor; in the editor's preview the modal stays in the page's
// box (`NotificationModal`, issue 30 §2.5).
import { useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import { useWidgetText } from './use-widget-text.ts';
import styles from './widgets.module.css';

export interface NotificationProps {
  title: string;
  message: string;
  /** CSS length; default 10vh. */
  top: string;
}

export function Notification({ props }: BlockRenderProps<NotificationProps>) {
  const { mode } = useRenderContext();
  const t = useVisitorText();
  const wt = useWidgetText();
  const [open, setOpen] = useState(true);
  const message = stringProp(props.message).trim();
  const title = stringProp(props.title).trim() || t('modalNotification');
  // Editor mode keeps the page editable: what the dialog will say, in the page's flow.
  if (mode === 'editor') {
    return (
      <aside className={styles.notificationCard} data-block="Notification" aria-label={title}>
        <p className={styles.notificationNote}>{wt('notificationEditor')}</p>
        <h2 className={styles.notificationTitle}>{title}</h2>
        {message ? <p>{message}</p> : null}
      </aside>
    );
  }
  if (!open || !message) return null;
  return (
    <NotificationModal
      title={title}
      message={message}
      okText={t('modalOk')}
      onClose={() => setOpen(false)}
      top={stringProp(props.top).trim() || '10vh'}
    />
  );
}
