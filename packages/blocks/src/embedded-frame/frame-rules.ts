// Pure rules of the embedded-frame blocks (block catalogue §5, visitor spec §5; decision 0064): only
// addresses on the allowed event origins, the page's query string appended, and the messages a frame may
// send, read only from that origin and that frame.
import { EMBEDDED_FRAME_ORIGINS, isEmbeddableFrameUrl } from '@eventory/domain/embedded-frame';

export { EMBEDDED_FRAME_ORIGINS };

/** Frame heights an author or a frame may ask for, in px. */
export const FRAME_DEFAULT_HEIGHT_PX = 600;
export const FRAME_MIN_HEIGHT_PX = 50;
export const FRAME_MAX_HEIGHT_PX = 5000;
/** A frame's popup text is cut to this many characters. */
export const FRAME_POPUP_MAX_LENGTH = 500;

export interface FrameAddress {
  url: string;
  origin: string;
}

/**
 * The frame's address: the configured URL with the current page's query parameters appended (block
 * catalogue §5), or undefined when its origin is not one of the allowed event hosts.
 */
export function frameAddress(configured: string, currentSearch: string): FrameAddress | undefined {
  const trimmed = configured.trim();
  if (!isEmbeddableFrameUrl(trimmed)) return undefined;
  const url = new URL(trimmed);
  new URLSearchParams(currentSearch).forEach((value, key) => url.searchParams.append(key, value));
  return { url: url.href, origin: url.origin };
}

export const clampFrameHeight = (height: number): number =>
  Math.min(FRAME_MAX_HEIGHT_PX, Math.max(FRAME_MIN_HEIGHT_PX, Math.round(height)));

/** A message is the frame's only when it comes from the frame's origin AND from that frame's window. */
export function isFromFrame(
  event: { origin: string; source: unknown },
  frame: { origin: string; window: Window | null | undefined },
): boolean {
  return !!frame.window && event.origin === frame.origin && event.source === frame.window;
}

export type FrameMessage =
  | { type: 'eventory:resize'; height: number }
  | { type: 'eventory:login-request' }
  | { type: 'eventory:popup'; message: string; title?: string };

/** Reads what a frame sent; anything not in the protocol is undefined and ignored. */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'eventory:resize':
      return typeof message.height === 'number' && Number.isFinite(message.height)
        ? { type: 'eventory:resize', height: clampFrameHeight(message.height) }
        : undefined;
    case 'eventory:login-request':
      return { type: 'eventory:login-request' };
    case 'eventory:popup': {
      if (typeof message.message !== 'string' || !message.message.trim()) return undefined;
      const title = typeof message.title === 'string' ? message.title.trim().slice(0, 100) : '';
      return {
        type: 'eventory:popup',
        message: message.message.trim().slice(0, FRAME_POPUP_MAX_LENGTH),
        ...(title ? { title } : {}),
      };
    }
    default:
      return undefined;
  }
}

export interface FrameLoginMessage {
  type: 'eventory:login';
  signedIn: boolean;
  userID?: string;
  jwtAccessToken?: string;
  accessToken?: string;
}

/** What the login variant posts to its frame: the signed-in visitor, or that nobody is signed in. */
export function loginMessage(
  user: { userID: string; jwtAccessToken: string; accessToken: string } | undefined,
): FrameLoginMessage {
  return user
    ? {
        type: 'eventory:login',
        signedIn: true,
        userID: user.userID,
        jwtAccessToken: user.jwtAccessToken,
        accessToken: user.accessToken,
      }
    : { type: 'eventory:login', signedIn: false };
}
