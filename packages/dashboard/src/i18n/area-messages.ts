// Each area of the dashboard registers its own texts, under its namespace key, when its code loads
// (its messages.ts calls registerMessages); this registry imports no area. An i18next instance made
// before an area loads receives the area's texts when it registers.
import { LOCALES, type Locale } from '@eventory/domain/locales';
import type { i18n } from 'i18next';

export type AreaTexts = { readonly [key: string]: string | AreaTexts };

const registered = new Map<string, Readonly<Record<Locale, AreaTexts>>>();
const instances = new Set<WeakRef<i18n>>();

/** Adds an area's texts in the six locales under `namespace` (e.g. t('votes.title')). */
export function registerMessages(namespace: string, texts: Readonly<Record<Locale, AreaTexts>>): void {
  if (registered.get(namespace) === texts) return;
  registered.set(namespace, texts);
  for (const ref of instances) {
    const instance = ref.deref();
    if (!instance) instances.delete(ref);
    else
      for (const l of LOCALES)
        instance.addResourceBundle(l, 'translation', { [namespace]: texts[l] }, true, true);
  }
}

/** The areas registered so far, in one locale, keyed by namespace. */
export function registeredMessages(locale: Locale): Record<string, AreaTexts> {
  return Object.fromEntries([...registered].map(([namespace, texts]) => [namespace, texts[locale]]));
}

/** Keeps an instance up to date with areas that register after it was made. */
export function followRegistrations(instance: i18n): void {
  instances.add(new WeakRef(instance));
}
