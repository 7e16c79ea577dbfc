// 'send avatar link' to the frame the page is embedded in (block spec §3), only to allowed origins.
import { AVATAR_LINK_MESSAGE, mayReceiveAvatarLink } from './family-rules.ts';

/** Where the parent frame's origin can be read: Chromium's ancestorOrigins, else the referrer. */
function parentOrigin(): string | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Posts 'send avatar link' to the parent frame, only when its origin is on the allow-list. */
export function postAvatarLink(detail: { userID: string; openID: string; picture: string }): boolean {
  const origin = parentOrigin();
  if (!mayReceiveAvatarLink(origin)) return false;
  window.parent.postMessage({ type: AVATAR_LINK_MESSAGE, ...detail }, origin);
  return true;
}
