// Block catalogue §9: a popup is at most 300 px wide and 75 vw; its content 220 px high by default; the
// backdrop is black at 0.3 opacity.
export const POPUP_MAX_WIDTH_PX = 300;
export const POPUP_MAX_WIDTH_VW = 75;
export const POPUP_CONTENT_HEIGHT_PX = 220;
export const POPUP_BACKDROP_OPACITY = 0.3;

/** The dialog's CSS size: the author's width up to 300 px, and never beyond 75 vw. */
export function popupWidth(authorWidth: number): { width: string; maxWidth: string } {
  const width =
    Number.isFinite(authorWidth) && authorWidth > 0
      ? Math.min(Math.round(authorWidth), POPUP_MAX_WIDTH_PX)
      : POPUP_MAX_WIDTH_PX;
  return { width: `${width}px`, maxWidth: `${POPUP_MAX_WIDTH_VW}vw` };
}

/** The content's height in px: the author's, else 220; at least 40 so it never collapses. */
export function popupContentHeight(authorHeight: number): number {
  return Number.isFinite(authorHeight) && authorHeight > 0
    ? Math.max(40, Math.round(authorHeight))
    : POPUP_CONTENT_HEIGHT_PX;
}
