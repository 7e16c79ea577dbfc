// The background-image container's image (decision 0066): an in-page path or an http(s) address, as for
// sticker images, written into a quoted CSS url() with quotes, backslashes and control characters encoded.
import { safeButtonLink } from '../button/button-link.ts';

export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];
export const BACKGROUND_POSITIONS = ['top', 'center', 'bottom'] as const;
export type BackgroundPosition = (typeof BACKGROUND_POSITIONS)[number];

/** The CSS background-image for `imageSrc`, or undefined when it is blank or not an allowed address. */
export function backgroundImageCss(imageSrc: string): string | undefined {
  const href = safeButtonLink(imageSrc);
  if (!href) return undefined;
  // eslint-disable-next-line no-control-regex
  const quoted = href.replace(/["\\\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
  return `url("${quoted}")`;
}

export const backgroundSize = (value: unknown): BackgroundSize =>
  BACKGROUND_SIZES.includes(value as BackgroundSize) ? (value as BackgroundSize) : 'cover';

export const backgroundPosition = (value: unknown): BackgroundPosition =>
  BACKGROUND_POSITIONS.includes(value as BackgroundPosition) ? (value as BackgroundPosition) : 'top';
