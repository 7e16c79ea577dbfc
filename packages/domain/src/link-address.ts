// The one rule for an address a block turns into a link or a frame's source (issue 30 §2, developers' guide:
// "no javascript:/data:/vbscript: links"): the server's save refuses such a prop (`block-validation.ts`,
// a catalogue field marked `link`) and the renderer never makes a link of one (blocks' `tabTarget`,
// `safeButtonLink`). Read the way a browser reads a URL: leading spaces and control characters are dropped
// and tabs and newlines inside the scheme are ignored, so `java\tscript:` and ` JavaScript:` are caught.
// Zod-free: the event page imports it.

/** Schemes that run script or carry a document inline; an address with one is never a link. */
export const FORBIDDEN_LINK_SCHEMES = ['javascript', 'data', 'vbscript'] as const;

/** The address's scheme as a browser reads it, lower-cased; undefined for a path or a relative address. */
function schemeOf(address: string): string | undefined {
  // WHATWG URL: strip leading/trailing C0 controls and spaces, remove every tab and newline.
  // eslint-disable-next-line no-control-regex
  const cleaned = address.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match?.[1]?.toLowerCase();
}

/** Whether a block may make a link (or a frame's source) of `address`: not javascript:, data: or vbscript:. */
export function isSafeLinkAddress(address: string): boolean {
  const scheme = schemeOf(address);
  return scheme === undefined || !(FORBIDDEN_LINK_SCHEMES as readonly string[]).includes(scheme);
}
