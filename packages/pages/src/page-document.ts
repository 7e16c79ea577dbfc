// Loads the page a code name names: GET /api/v1/public/pages/{codeName} → PageDocument. With the viewer's
// user id, the A/B page variant is theirs on every device; without it, the server's viewer cookie picks it
// (decision 0091).
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { FetchError, getJson } from '@eventory/blocks/runtime';

export const pageDocumentPath = (codeName: string, userID?: string): string =>
  `/api/v1/public/pages/${encodeURIComponent(codeName)}${userID ? `?userID=${encodeURIComponent(userID)}` : ''}`;

export function fetchPageDocument(
  codeName: string,
  signal?: AbortSignal,
  userID?: string,
): Promise<PageDocument> {
  return getJson<PageDocument>(pageDocumentPath(codeName, userID), signal);
}

export const isNotFound = (error: unknown): boolean => error instanceof FetchError && error.status === 404;

/** The page refused this visitor (401 or 403): the unauthorized screen, not the load error. */
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof FetchError && (error.status === 401 || error.status === 403);

/** The blueprint to render: the campaign's title becomes the root Page's title when the Page sets none. */
export function blueprintWithTitle(document: PageDocument): BlueprintNode {
  const { blueprint } = document;
  if (
    blueprint.type !== 'Page' ||
    (typeof blueprint.props?.title === 'string' && blueprint.props.title !== '')
  ) {
    return blueprint;
  }
  return { ...blueprint, props: { ...blueprint.props, title: document.title } };
}
