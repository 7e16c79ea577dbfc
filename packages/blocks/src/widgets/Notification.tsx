// A notification block: the notification modal (visitor spec §2: title, message, OK, Escape closes, 10vh
// from the top) shown once when the page opens, e.g. for an announcement.
import { useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';

export interface NotificationProps {
  title: string;
  message: string;
  /** CSS length; default 10vh. */
  top: string;
}

export function Notification({ props }: BlockRenderProps<NotificationProps>) {
  const { mode } = useRenderContext();
  const t = useVisitorText();
  const [open, setOpen] = useState(true);
  const message = stringProp(props.message).trim();
  // Editor mode keeps the page editable: no modal over it.
  if (!open || !message || mode === 'editor') return null;
  return (
    <NotificationModal
      title={stringProp(props.title).trim() || t('modalNotification')}
      message={message}
      okText={t('modalOk')}
      onClose={() => setOpen(false)}
      top={stringProp(props.top).trim() || '10vh'}
    />
  );
}
