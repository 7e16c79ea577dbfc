// The status panel (block catalogue §4, §9): title 報名狀態 and the status text (審核中... while
// processing, 審核通過 once verified, a resubmit note when rejected). Texts given by the author win.
import type { RegistrationStatus } from '@eventory/domain/registration-answers';
import styles from './registration.module.css';
import { useRegistrationText } from './useRegistrationText.ts';

export interface RegistrationStatusPanelProps {
  status: RegistrationStatus;
  title?: string;
  processingText?: string;
  verifiedText?: string;
}

export function RegistrationStatusPanel({
  status,
  title,
  processingText,
  verifiedText,
}: RegistrationStatusPanelProps) {
  const t = useRegistrationText();
  if (status === 'none') return null;
  const text =
    status === 'verified'
      ? verifiedText || t('registrationVerified')
      : status === 'rejected'
        ? t('registrationRejected')
        : processingText || t('registrationProcessing');
  return (
    <section className={styles.panel} aria-live="polite">
      <h3 className={styles.panelTitle}>{title || t('registrationPanelTitle')}</h3>
      <p className={styles.panelStatus} data-status={status}>
        {text}
      </p>
    </section>
  );
}
