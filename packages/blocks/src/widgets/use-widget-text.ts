// `t(key, ...values)` for the widget texts, in the renderer's locale.
import { useCallback } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { widgetText, type WidgetTextKey } from '../i18n/widget-texts.ts';

export function useWidgetText(): (key: WidgetTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => widgetText(locale, key, ...values), [locale]);
}
