// `t(key, ...values)` for the button texts, in the renderer's locale.
import { useCallback } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { buttonText, type ButtonTextKey } from './button-texts.ts';

export function useButtonText(): (key: ButtonTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => buttonText(locale, key, ...values), [locale]);
}
