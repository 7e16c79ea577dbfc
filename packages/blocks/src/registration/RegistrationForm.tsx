// The registration form block (block catalogue §3–§5, §8, §9; visitor spec §7): the container's questions,
// the viewer's answers, submit after a confirm (PUT with status processing), then the status panel. A 401
// on loading shows the login-required dialog and locks the form. Editor mode: placeholder questions,
// nothing clickable, nothing sent.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  isQuestionComplete,
  isRegistrationLocked,
  publicValuesOf,
  type RegistrationQuestion,
  type RegistrationValues,
} from '@eventory/domain/registration-answers';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { sendRegistration } from './registration-api.ts';
import { questionsFromProps } from './registration-props.ts';
import styles from './registration.module.css';
import { RegistrationConfirmDialog } from './RegistrationConfirmDialog.tsx';
import { RegistrationQuestionField } from './RegistrationQuestionField.tsx';
import { RegistrationStatusPanel } from './RegistrationStatusPanel.tsx';
import { useRegistration } from './useRegistration.ts';
import { useRegistrationText } from './useRegistrationText.ts';

export interface RegistrationFormProps {
  containerID: number;
  /** Take the questions from the campaign's questionnaire attached to the container (0 = the block's own). */
  campaignID: number;
  /** The block's own questions: {key, type, title, options [{key, label, image}], required, minOptions, maxOptions}. */
  questions: unknown;
  submitText: string;
  panelTitle: string;
  processingText: string;
  verifiedText: string;
}

type Dialog = 'none' | 'confirm' | 'login' | 'success' | 'failed';

export function RegistrationForm({ props }: BlockRenderProps<RegistrationFormProps>) {
  const { mode } = useRenderContext();
  const editor = mode === 'editor';
  const t = useRegistrationText();
  const { session } = useVisitor();
  const { user } = useVisitorSnapshot();
  const containerID = numberProp(props.containerID, 0);
  const ownQuestions = useMemo(() => questionsFromProps(props.questions), [props.questions]);
  const placeholders = useMemo<RegistrationQuestion[]>(
    () => [
      {
        key: 'sample',
        type: 'SingleSelect',
        title: { zh_TW: t('registrationPlaceholderQuestion') },
        options: [1, 2, 3].map((n) => ({
          key: String(n),
          label: { zh_TW: t('registrationPlaceholderOption', n) },
        })),
        required: true,
      },
    ],
    [t],
  );
  const registration = useRegistration({
    containerID,
    campaignID: numberProp(props.campaignID, 0),
    ownQuestions,
    withQuestions: true,
  });
  const { phase, info, reload } = registration;
  const questions = editor && registration.questions.length === 0 ? placeholders : registration.questions;
  const [values, setValues] = useState<RegistrationValues>({});
  const [dialog, setDialog] = useState<Dialog>('none');
  const [submitting, setSubmitting] = useState(false);
  const [submitTried, setSubmitTried] = useState(false);

  // The viewer's stored answers fill the form (a submitted, verified or rejected registration).
  // Only when they change: a re-read answering the same (a session refresh) keeps what the viewer is choosing.
  const stored = useMemo(() => JSON.stringify(publicValuesOf(info)), [info]);
  useEffect(() => {
    setValues(JSON.parse(stored) as RegistrationValues);
  }, [stored]);

  const locked = editor || phase !== 'ready' || isRegistrationLocked(info.status);
  const complete = questions.every((q) => isQuestionComplete(q, values[q.key]));
  const canSubmit = !locked && !submitting && complete && questions.length > 0 && !!user;
  // Incomplete answers keep the button pressable (aria-disabled), so a press shows what is missing.
  const waitingForAnswers = !locked && !submitting && !!user && questions.length > 0 && !complete;

  const submit = useCallback(async () => {
    if (!user) return;
    setDialog('none');
    setSubmitting(true);
    try {
      await sendRegistration(containerID, user, publicValuesOf(values));
      setDialog('success');
    } catch (error) {
      console.error('Registration failed', error);
      setDialog('failed');
    } finally {
      setSubmitting(false);
      reload();
    }
  }, [containerID, user, values, reload]);

  const closeNotice = () => setDialog('none');
  const form = (
    <form
      className={styles.form}
      data-registration-status={info.status}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitTried(true);
        if (canSubmit) setDialog('confirm');
      }}
      // Without a usable sign-in (none, or a 401 that signed the viewer out) the form is locked and says why;
      // the login dialog of block spec §8 opens when the visitor tries to use it, not on every page load.
      onClickCapture={() => {
        if (phase === 'loginRequired' && !editor) setDialog('login');
      }}
    >
      {phase === 'loginRequired' && !editor && (
        <p className={styles.note}>{t('registrationLoginRequired')}</p>
      )}
      <RegistrationStatusPanel
        status={editor ? 'none' : info.status}
        title={stringProp(props.panelTitle)}
        processingText={stringProp(props.processingText)}
        verifiedText={stringProp(props.verifiedText)}
      />
      {questions.length === 0 ? (
        <p className={styles.note}>{t('registrationEmpty')}</p>
      ) : (
        questions.map((q) => (
          <RegistrationQuestionField
            key={q.key}
            question={q}
            value={values[q.key]}
            disabled={locked}
            submitTried={submitTried}
            onChange={(value) => setValues((v) => ({ ...v, [q.key]: value }))}
          />
        ))
      )}
      <button
        type="submit"
        className={styles.submit}
        disabled={!canSubmit && !waitingForAnswers}
        aria-disabled={!canSubmit}
        aria-busy={submitting}
      >
        {stringProp(props.submitText) || t('registrationSubmit')}
      </button>
    </form>
  );
  const body =
    !editor && phase === 'loading' ? (
      <p className={styles.note} role="status">
        {t('registrationLoading')}
      </p>
    ) : !editor && phase === 'error' ? (
      <div className={styles.form} role="alert">
        <p className={styles.note}>{t('registrationLoadFailed', registration.error)}</p>
        <button type="button" className={styles.button} onClick={reload}>
          {t('registrationRetry')}
        </button>
      </div>
    ) : (
      form
    );
  return (
    <div data-block="RegistrationForm">
      {body}
      {dialog === 'confirm' && (
        <RegistrationConfirmDialog
          title={t('registrationDialogTitle')}
          message={t('registrationConfirm')}
          confirmText={t('registrationConfirmButton')}
          cancelText={t('registrationCancel')}
          onConfirm={() => void submit()}
          onCancel={closeNotice}
        />
      )}
      {(dialog === 'login' || dialog === 'success' || dialog === 'failed') && (
        <NotificationModal
          title={t('registrationDialogTitle')}
          message={t(
            dialog === 'login'
              ? 'registrationLoginRequired'
              : dialog === 'success'
                ? 'registrationSuccess'
                : 'registrationFailed',
          )}
          okText={t('registrationConfirmButton')}
          onClose={() => {
            closeNotice();
            if (dialog === 'login') session.acknowledgeAuthError();
          }}
        />
      )}
    </div>
  );
}
