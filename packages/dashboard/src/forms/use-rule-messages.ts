// The messages of the form rules (admin spec §5) in the user's language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleMessages } from './form-rules.ts';

export function useRuleMessages(): RuleMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({ required: (field) => t('common.required', { field }), invalid: t('forms.invalidValue') }),
    [t],
  );
}
