// `t(key, ...values)` for the gift texts, in the renderer's locale.
import { useCallback } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { giftText, type GiftTextKey } from './gift-texts.ts';

export function useGiftText(): (key: GiftTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => giftText(locale, key, ...values), [locale]);
}
