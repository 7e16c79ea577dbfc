// The notification modal (visitor spec §2): title, message, OK; Escape closes; 10vh from the top.
// Used for the tokenExpired (or token-invalid) message when the auth guard signs a visitor out, and by every
// block's §8 errors. Rendered into document.body: a block inside a transformed row (virtualized lists) would
// otherwise trap the fixed backdrop inside that row. On a contained page (the page editor's preview) it stays in
// the page's box instead, which holds its fixed backdrop: it never covers the editor (issue 30 §2.5).
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useContained, useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { shouldShowTokenExpired } from './auth-guard.ts';
import { errorText } from '../i18n/error-texts.ts';
import { useVisitor, useVisitorSnapshot } from './visitor-context.tsx';
import styles from './visitor.module.css';

export interface NotificationModalProps {
  title: string;
  message: string;
  okText: string;
  onClose: () => void;
  /** CSS length; default 10vh. */
  top?: string;
}

export function NotificationModal({ title, message, okText, onClose, top = '10vh' }: NotificationModalProps) {
  const contained = useContained();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.keyCode === 27) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const modal = (
    <div className={styles.backdrop} data-contained={contained || undefined}>
      <div
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby="eventory-modal-title"
        style={{ marginTop: top }}
      >
        <h2 id="eventory-modal-title" className={styles.modalTitle}>
          {title}
        </h2>
        <p className={styles.modalBody}>{message}</p>
        <button type="button" className={styles.modalOk} onClick={onClose} autoFocus>
          {okText}
        </button>
      </div>
    </div>
  );
  return contained ? modal : createPortal(modal, document.body);
}

/**
 * Shows modal.tokenExpired when the auth guard signed out a visitor who had a token; a token the server or
 * the guard found invalid (not expired) says so instead (decision 0048).
 */
export function TokenExpiredModal() {
  const { session } = useVisitor();
  const { locale } = useRenderContext();
  const snapshot = useVisitorSnapshot();
  const t = useVisitorText();
  if (!shouldShowTokenExpired(snapshot.authError, snapshot.hadToken) || !snapshot.authError) return null;
  return (
    <NotificationModal
      title={t('modalNotification')}
      message={snapshot.authError === 'EXPIRED' ? t('modalTokenExpired') : errorText(locale, 'tokenInvalid')}
      okText={t('modalOk')}
      onClose={session.acknowledgeAuthError}
    />
  );
}
