// One question of the registration form (block catalogue §5): options in two columns with an invisible
// filler when their count is odd, choosing by the shared rules (deselect a chosen one; a pick beyond the max
// is refused and the field says so), the order shown for a sort question, and *選項未完成 when the rule is
// broken after the visitor touched the question or tried to submit (issue 30 §1.8).
import { useState } from 'react';
import {
  chooseOption,
  chosenOf,
  isBeyondMax,
  isQuestionComplete,
  maxChoicesOf,
  type RegistrationQuestion,
  type RegistrationValue,
} from '@eventory/domain/registration-answers';
import { useRenderContext } from '../renderer/render-context.ts';
import { localized } from './registration-props.ts';
import styles from './registration.module.css';
import { useRegistrationText } from './useRegistrationText.ts';

export interface RegistrationQuestionFieldProps {
  question: RegistrationQuestion;
  value: RegistrationValue | undefined;
  disabled: boolean;
  /** The visitor tried to submit: every broken rule shows, touched or not. */
  submitTried: boolean;
  onChange: (value: RegistrationValue) => void;
}

export function RegistrationQuestionField({
  question,
  value,
  disabled,
  submitTried,
  onChange,
}: RegistrationQuestionFieldProps) {
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState(false);
  const { locale } = useRenderContext();
  const t = useRegistrationText();
  const titleID = `registration-${question.key}`;
  const chosen = chosenOf(value);
  const complete = isQuestionComplete(question, value);
  return (
    <fieldset className={styles.question} disabled={disabled} aria-labelledby={titleID}>
      <legend id={titleID} className={styles.questionTitle}>
        {localized(question.title, locale)}
        {question.required && (
          <span className={styles.required} aria-label={t('registrationRequired')}>
            *
          </span>
        )}
      </legend>
      {question.type === 'Text' ? (
        <textarea
          className={styles.text}
          aria-labelledby={titleID}
          placeholder={t('registrationTextPlaceholder')}
          maxLength={2000}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      ) : (
        <>
          <div className={styles.options} role="group" aria-labelledby={titleID}>
            {question.options.map((option) => {
              const order = chosen.indexOf(option.key);
              const label = localized(option.label, locale) || option.key;
              return (
                <button
                  key={option.key}
                  type="button"
                  className={styles.option}
                  aria-pressed={order >= 0}
                  disabled={disabled}
                  onClick={() => {
                    setTouched(true);
                    const beyond = isBeyondMax(question, value, option.key);
                    setRefused(beyond);
                    if (!beyond) onChange(chooseOption(question, value, option.key));
                  }}
                >
                  {question.type === 'Sort' && order >= 0 && (
                    <span className={styles.order} aria-hidden="true">
                      {order + 1}
                    </span>
                  )}
                  {option.image && <img className={styles.optionImage} src={option.image} alt="" />}
                  <span>{label}</span>
                </button>
              );
            })}
            {question.options.length % 2 === 1 && (
              <span className={`${styles.option} ${styles.filler}`} aria-hidden="true" data-filler="" />
            )}
          </div>
          {question.type !== 'SingleSelect' && (
            <p className={styles.meta}>
              {question.type === 'Sort' ? `${t('registrationSortHint')} · ` : ''}
              {t('registrationChosen', chosen.length, maxChoicesOf(question))}
            </p>
          )}
        </>
      )}
      {refused && !disabled && (
        <p className={styles.hint} role="status">
          {t('registrationMaxReached', maxChoicesOf(question))}
        </p>
      )}
      {!complete && !disabled && (touched || submitTried) && (
        <p className={styles.hint}>{t('registrationIncomplete')}</p>
      )}
    </fieldset>
  );
}
