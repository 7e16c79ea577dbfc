// What every block can read from the renderer: the mode, the visitor's locale, the page's dictionaries and
// the data client.
import { createContext, useCallback, useContext } from 'react';
import type { Locale } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import type { DataClient } from '../data/data-client.ts';
import { visitorText, type VisitorTextKey } from '../i18n/visitor-texts.ts';
import type { BlockRegistry } from './registry.ts';

/** Editor mode shows mock data and disables interaction; runtime is what visitors see (block spec §6). */
export type RenderMode = 'editor' | 'runtime';

export interface RenderContextValue {
  mode: RenderMode;
  /**
   * The page is drawn inside another screen (the page editor's canvas or its preview): no block covers or
   * escapes it — no modal over the whole window, nothing fixed to the window (issue 30 §2.5, decision 0125).
   * Undefined: not contained (the event page).
   */
  contained?: boolean;
  locale: Locale;
  /** The page's dictionaries; text props read `{{key}}` from them (decision 0072). */
  dictionaries: PageTexts;
  dataClient: DataClient;
  registry: BlockRegistry;
  /** The campaign's timezone ('GMT+0800'): its days are the daily tabs' days; '' = the visitor's clock. */
  timezone: string;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('Blocks must be rendered inside <Renderer>.');
  return value;
}

/** Whether the page is drawn contained (`RenderContextValue.contained`); false outside a Renderer. */
export function useContained(): boolean {
  return useContext(RenderContext)?.contained ?? false;
}

/** `t(key, ...values)` in the renderer's locale. */
export function useVisitorText(): (key: VisitorTextKey, ...values: (string | number)[]) => string {
  const { locale } = useRenderContext();
  return useCallback((key, ...values) => visitorText(locale, key, ...values), [locale]);
}
