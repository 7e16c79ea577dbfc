// The confirm-before-submit dialog of the registration form (block catalogue §8): title 提示, the
// confirmation text, 確認 and a cancel; Escape cancels.
import { useEffect } from 'react';
import styles from './registration.module.css';

export interface RegistrationConfirmDialogProps {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RegistrationConfirmDialog(props: RegistrationConfirmDialogProps) {
  const { title, message, confirmText, cancelText, onConfirm, onCancel } = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="registration-confirm-title"
      >
        <h2 id="registration-confirm-title" className={styles.dialogTitle}>
          {title}
        </h2>
        <p className={styles.dialogBody}>{message}</p>
        <button type="button" className={styles.button} onClick={onCancel}>
          {cancelText}
        </button>
        <button type="button" className={styles.submit} onClick={onConfirm} autoFocus>
          {confirmText}
        </button>
      </div>
    </div>
  );
}
