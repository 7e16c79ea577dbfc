// The fetcher kinds the ops tools feed (decisions 0051, 0052), plugged into the board sources' extension
// point: `campaign-cache:{name or id}` reads a cache an ops user writes on the Cache screen (an array of
// rows, or {streamers, @timestamp} where only a newer timestamp replaces what the block shows), and
// `json-file:{folder}/{subPath}` reads a campaign JSON file uploaded on the Storage screen ({streamers[]},
// ranked by their order). The data client loads board pages through this module, so both are registered
// before any block asks.
import {
  FetcherSpecError,
  loadBoardPage,
  registerBoardSource,
  type BoardPage,
  type BoardSourceLoader,
} from './board-sources.ts';
import { rowsFromCustom } from './fetcher-kinds.ts';

export { loadBoardPage };

const CACHE_NAME = /^[A-Za-z0-9._:-]{1,200}$/;
const FILE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** The newest page shown per cache, with its @timestamp (absent: every answer replaces it). */
const shown = new Map<string, { timestamp: number; page: BoardPage }>();

/** Visitor spec §5: an answer with an older (or the same) @timestamp keeps the page already shown. */
export function keepNewer(key: string, answer: unknown): BoardPage {
  const page = { rows: rowsFromCustom(answer).rows, nextCursor: '' };
  const stamp =
    answer && typeof answer === 'object' && !Array.isArray(answer)
      ? Number((answer as Record<string, unknown>)['@timestamp'])
      : NaN;
  if (!Number.isFinite(stamp)) {
    shown.delete(key);
    return page;
  }
  const before = shown.get(key);
  if (before && before.timestamp >= stamp) return before.page;
  shown.set(key, { timestamp: stamp, page });
  return page;
}

/** The URL of a campaign cache: by id (or uuid) `/campaign/cache/{id}`, by name `/api/campaign/cache/{name}`. */
export function campaignCacheUrl(target: string): string {
  const key = target.trim();
  if (/^\d+$/.test(key) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key))
    return `/campaign/cache/${key}`;
  if (!CACHE_NAME.test(key))
    throw new FetcherSpecError('The campaign-cache fetcher needs a cache name or id.');
  return `/api/campaign/cache/${key}`;
}

/** The URL of a campaign JSON file `{folder}/{subPath}`: plain segments only, never leaving /campaign/. */
export function jsonFileUrl(target: string): string {
  const segments = target.trim().split('/');
  if (
    segments.length < 2 ||
    segments.some((s) => !FILE_SEGMENT.test(s) || s === '.' || s === '..') ||
    !/\.json$/i.test(target.trim())
  )
    throw new FetcherSpecError('The json-file fetcher needs {folder}/{file}.json.');
  return `/campaign/${segments.join('/')}`;
}

export const campaignCacheSource: BoardSourceLoader = (spec, { request, signal, onCached }) => {
  const url = campaignCacheUrl(spec.target);
  return request<unknown>(url, {
    strategy: spec.strategy,
    signal,
    onCached: onCached && ((answer) => onCached(keepNewer(url, answer))),
  }).then((answer) => keepNewer(url, answer));
};

const rankedByOrder = (answer: unknown): BoardPage => ({
  rows: rowsFromCustom(answer).rows.map((row, index) => ({ ...row, rank: index + 1 })),
  nextCursor: '',
});

export const jsonFileSource: BoardSourceLoader = (spec, { request, signal, onCached }) =>
  request<unknown>(jsonFileUrl(spec.target), {
    strategy: spec.strategy,
    signal,
    onCached: onCached && ((answer) => onCached(rankedByOrder(answer))),
  }).then(rankedByOrder);

registerBoardSource('campaign-cache', campaignCacheSource);
registerBoardSource('json-file', jsonFileSource);
