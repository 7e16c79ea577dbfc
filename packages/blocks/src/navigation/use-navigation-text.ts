// `t(key, ...values)` for the navigation texts, in the renderer's locale.
import { useCallback } from 'react';
import { navigationText, type NavigationTextKey } from '../i18n/navigation-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';

export function useNavigationText(): (key: NavigationTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => navigationText(locale, key, ...values), [locale]);
}
