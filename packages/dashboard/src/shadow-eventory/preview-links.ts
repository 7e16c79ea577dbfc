// Where the shadow view (/shadow-eventory) leads: the campaign admin screens of a pull-request preview,
// under its shadow prefix ("/shadow/{PREVIEW_ID}" before the base path, admin spec §2), and back to the
// main deployment. Pure, tested without a browser. Decision 0068.
import { PREVIEW_ID_PATTERN, shadowPrefixOf } from '@eventory/domain/runtime-config';

export const PREVIEW_LINK_KEYS = ['campaignList', 'campaign', 'diagram', 'clientView'] as const;
export type PreviewLinkKey = (typeof PREVIEW_LINK_KEYS)[number];

export interface PreviewLink {
  key: PreviewLinkKey;
  href: string;
}

/** A preview id as typed: trimmed, and only when it is one the server would accept as PREVIEW_ID. */
export function parsePreviewId(text: string | null | undefined): string | null {
  const id = (text ?? '').trim();
  return PREVIEW_ID_PATTERN.test(id) ? id : null;
}

/** The dashboard's root for a deployment: `{shadowPrefix}{basePath}` without a trailing slash. */
export const dashboardRoot = (basePath: string, previewId: string | null) =>
  `${previewId ? shadowPrefixOf(previewId) : ''}${basePath}`.replace(/\/+$/, '');

/** The campaign screens of a deployment (the preview's, or the main one with previewId null). */
export function campaignLinks(
  basePath: string,
  previewId: string | null,
  campaignID: number | null,
): PreviewLink[] {
  const root = dashboardRoot(basePath, previewId);
  const links: PreviewLink[] = [{ key: 'campaignList', href: `${root}/eventory` }];
  if (campaignID !== null && Number.isInteger(campaignID) && campaignID > 0)
    links.push(
      { key: 'campaign', href: `${root}/eventory/${campaignID}` },
      { key: 'diagram', href: `${root}/diagram?campaignId=${campaignID}` },
      { key: 'clientView', href: `${root}/eventory-client?campaignId=${campaignID}` },
    );
  return links;
}
