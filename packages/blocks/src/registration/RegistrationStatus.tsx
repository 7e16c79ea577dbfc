// The status panel as its own block (block catalogue §1 "registration form with status panel"): the
// viewer's registration status for a container, anywhere on the page. Nothing before a registration;
// in editor mode a preview of the processing panel.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import styles from './registration.module.css';
import { RegistrationStatusPanel } from './RegistrationStatusPanel.tsx';
import { useRegistration } from './useRegistration.ts';
import { useRegistrationText } from './useRegistrationText.ts';

export interface RegistrationStatusProps {
  containerID: number;
  panelTitle: string;
  processingText: string;
  verifiedText: string;
}

const NO_QUESTIONS: never[] = [];

export function RegistrationStatus({ props }: BlockRenderProps<RegistrationStatusProps>) {
  const { mode } = useRenderContext();
  const t = useRegistrationText();
  const { phase, info, error, reload } = useRegistration({
    containerID: numberProp(props.containerID, 0),
    campaignID: 0,
    ownQuestions: NO_QUESTIONS,
    withQuestions: false,
  });
  const texts = {
    title: stringProp(props.panelTitle),
    processingText: stringProp(props.processingText),
    verifiedText: stringProp(props.verifiedText),
  };
  if (mode === 'editor') return <RegistrationStatusPanel status="processing" {...texts} />;
  if (phase === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('registrationLoading')}
      </p>
    );
  if (phase === 'loginRequired') return <p className={styles.note}>{t('registrationLoginRequired')}</p>;
  if (phase === 'error')
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.note}>{t('registrationLoadFailed', error)}</p>
        <button type="button" className={styles.button} onClick={reload}>
          {t('registrationRetry')}
        </button>
      </div>
    );
  return <RegistrationStatusPanel status={info.status} {...texts} />;
}
