// Where a Button goes and what its fetcher reads (decisions/0044): only in-page paths and http(s) links
// (never javascript:, data: or vbscript:, the domain's one rule), and fetchers only on this server, so the
// visitor's token never leaves it.
import { isSafeLinkAddress } from '@eventory/domain/link-address';

/** A link the button may open: '/path' (in the page), or an absolute http(s) URL; else undefined. */
export function safeButtonLink(link: string): string | undefined {
  const value = link.trim();
  if (!value || !isSafeLinkAddress(value)) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Visitor spec §4: get, post and put; anything else falls back to get. */
export function fetcherMethod(method: string): 'GET' | 'POST' | 'PUT' {
  const upper = method.trim().toUpperCase();
  return upper === 'POST' || upper === 'PUT' ? upper : 'GET';
}

/**
 * The fetcher's URL: a path on this server ('/…', not '//…'), with {userID} replaced by the signed-in
 * viewer's id (encoded; empty when nobody is signed in). Undefined when the fetcher is not such a path.
 */
export function fetcherUrl(fetcher: string, userID: string | undefined): string | undefined {
  const value = fetcher.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value.replace(/\{userID\}/g, encodeURIComponent(userID ?? ''));
}
