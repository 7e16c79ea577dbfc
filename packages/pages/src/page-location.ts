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

/**
 * The app's web view opens event pages with ?userID= and ?streamerUserID=; they are kept in session
 * storage, where external tab links (withUserId) and the board's "scroll to my streamer" read them.
 */
export const SESSION_PARAMS = ['userID', 'streamerUserID'] as const;

export function rememberSessionParams(search: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  if (!storage) return;
  const query = new URLSearchParams(search);
  for (const name of SESSION_PARAMS) {
    const value = query.get(name)?.trim();
    if (!value) continue;
    try {
      storage.setItem(name, value);
    } catch (error) {
      console.warn(`Could not keep ${name} in session storage.`, error);
    }
  }
}
