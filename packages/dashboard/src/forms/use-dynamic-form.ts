// The state of a dynamic form (admin spec §5): values, whether it was touched and edited, its errors
// and whether it may be submitted. The field components in fields.tsx render it with antd.
import { useCallback, useMemo, useState } from 'react';
import { canSubmit, formErrors, visibleErrors, type FieldRules } from './form-rules.ts';
import { useRuleMessages } from './use-rule-messages.ts';

export interface DynamicForm<V extends object> {
  /** Prefix for the ids of the form's inputs, so two forms on a screen never share an id. */
  id: string;
  values: V;
  rules: FieldRules<V>;
  /** All current errors (shown or not). */
  errors: Partial<Record<keyof V, string>>;
  /** The errors to show: none before the form is touched. */
  shownErrors: Partial<Record<keyof V, string>>;
  touched: boolean;
  edited: boolean;
  canSubmit: boolean;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  touch(): void;
  /** Back to pristine, with new values (after a save) or the initial ones. */
  reset(values?: V): void;
}

export function useDynamicForm<V extends object>({
  id,
  initialValues,
  rules,
}: {
  id: string;
  initialValues: V;
  rules: FieldRules<V>;
}): DynamicForm<V> {
  const messages = useRuleMessages();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);
  const errors = useMemo(() => formErrors(values, rules, messages), [values, rules, messages]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited(true);
    setTouched(true);
  }, []);
  const touch = useCallback(() => setTouched(true), []);
  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initialValues);
      setTouched(false);
      setEdited(false);
    },
    [initialValues],
  );

  return {
    id,
    values,
    rules,
    errors,
    shownErrors: visibleErrors(errors, touched),
    touched,
    edited,
    canSubmit: canSubmit(edited, errors),
    setValue,
    touch,
    reset,
  };
}
