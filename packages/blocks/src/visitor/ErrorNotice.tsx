// A catalogue entry of visitor spec §8 in the notification modal: title Notification, the message in the
// renderer's locale, OK (or Escape) closes. Blocks show claim, scratch-off and network errors with it.
import { useRenderContext } from '../renderer/render-context.ts';
import { catalogueText, noticeText, type Notice } from './error-catalogue.ts';
import { NotificationModal } from './NotificationModal.tsx';

export function ErrorNotice({ notice, onClose }: { notice: Notice | undefined; onClose: () => void }) {
  const { locale } = useRenderContext();
  if (!notice) return null;
  return (
    <NotificationModal
      title={catalogueText(locale, 'modal.notification')}
      message={noticeText(locale, notice)}
      okText={catalogueText(locale, 'modal.ok')}
      onClose={onClose}
    />
  );
}
