// Where the visitor app reads which page to show and how to set up the document for the locale.
import { htmlLang, isRightToLeft, type Locale } from '@eventory/domain/locales';

/** The code name in /event/{codeName}[/*] or /p-campaign/{codeName}[/*]; undefined for any other path. */
export function codeNameFromPath(pathname: string): string | undefined {
  const match = /^\/(?:event|p-campaign)\/([^/?#]+)/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** <html lang> and dir for the locale (ar reads right to left). */
export function applyDocumentLocale(root: { lang: string; dir: string }, locale: Locale): void {
  root.lang = htmlLang(locale);
  root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
