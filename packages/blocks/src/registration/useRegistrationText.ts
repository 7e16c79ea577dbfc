// `t(key, ...values)` for the registration texts, in the renderer's locale.
import { useCallback } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { registrationText, type RegistrationTextKey } from './registration-texts.ts';

export function useRegistrationText(): (key: RegistrationTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => registrationText(locale, key, ...values), [locale]);
}
