// The scratch-off sticker's rules (block catalogue §2, §5; visitor spec §8; decisions/0044) as pure functions.
import { tokenState, type VisitorUser } from '../visitor/auth-guard.ts';
import { safeButtonLink } from '../button/button-link.ts';

/** Block catalogue §2: the same window on mobile or when embedded in a frame, otherwise a new tab. */
export function stickerOpensIn(when: { mobile: boolean; embedded: boolean }): 'same' | 'new' {
  return when.mobile || when.embedded ? 'same' : 'new';
}

/**
 * Block catalogue §5: with checkUserLogin a valid access token is needed before the server is even asked;
 * 'ask-server' means the stored token looks valid and the validation call decides.
 */
export function stickerLoginStep(
  checkUserLogin: boolean,
  user: VisitorUser | undefined,
  nowMs: number,
): 'open' | 'login-error' | 'ask-server' {
  if (!checkUserLogin) return 'open';
  if (!user || tokenState(user.jwtAccessToken, nowMs) !== 'valid') return 'login-error';
  return 'ask-server';
}

/** Only in-page paths and http(s) addresses open (never javascript: or data:). */
export const stickerUrl = (url: string): string | undefined => safeButtonLink(url);

/** The sticker image: an http(s) address or a path on this server; else none (the text label shows). */
export const stickerImage = (imageLink: string): string | undefined => safeButtonLink(imageLink);

/** Opens the sticker's url where stickerOpensIn says: this window, or a new tab without an opener. */
export function openStickerUrl(
  url: string,
  where: 'same' | 'new',
  win: Pick<Window, 'open'> & { location: Pick<Location, 'assign'> } = window,
): void {
  if (where === 'same') win.location.assign(url);
  else win.open(url, '_blank', 'noopener,noreferrer');
}
