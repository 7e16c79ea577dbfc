// The language the dashboard shows and how to change it, provided by <DashboardProviders>.
import { createContext, useContext } from 'react';
import type { Locale } from '@eventory/domain/locales';

export interface LocaleState {
  locale: Locale;
  changeLocale(locale: Locale): void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs <DashboardProviders>');
  return state;
}
