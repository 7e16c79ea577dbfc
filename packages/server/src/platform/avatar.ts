// Generated avatars for platform users: deterministic per user id, so every picture URL works
// without stored images and the same user always looks the same.

export const avatarPath = (userID: string) => `/platform/avatars/${encodeURIComponent(userID)}.svg`;

/**
 * The one picture of every user the platform does not know (next to the '<Open ID>' placeholders): one
 * image for the browser however many such users a board lists. A picture per unknown user made a
 * 10,000-row board build an SVG document for each row scrolled into view (bench/event-page-longtasks.mjs).
 */
export const PLACEHOLDER_AVATAR_PATH = avatarPath('placeholder');

/** FNV-1a: a small stable hash, enough to spread users over the colour wheel. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Up to two letters: first letters of the first two words, or the first character of CJK names. */
export function initialsOf(displayName: string): string {
  const words = displayName
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')];
  // A single word of CJK script reads best as its first character alone.
  if (
    words.length === 1 &&
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(first[0] ?? '')
  ) {
    return first[0] ?? '?';
  }
  const letters = words.length > 1 ? [first[0], [...(words[1] ?? '')][0]] : first.slice(0, 2);
  return letters.join('').toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function avatarSvg(userID: string, displayName: string): string {
  const hue = hash(userID) % 360;
  const initials = escapeXml(initialsOf(displayName));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue},55%,48%)"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" ` +
    `font-weight="600" fill="#fff">${initials}</text></svg>`
  );
}
