// Loads the page a code name names: GET /api/v1/public/pages/{codeName} → PageDocument.
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { FetchError, getJson } from '@eventory/blocks/runtime';

export function fetchPageDocument(codeName: string, signal?: AbortSignal): Promise<PageDocument> {
  return getJson<PageDocument>(`/api/v1/public/pages/${encodeURIComponent(codeName)}`, signal);
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
