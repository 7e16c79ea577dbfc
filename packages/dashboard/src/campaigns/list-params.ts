// The campaign list's state in the URL (admin spec §3 Campaign list state, §4 Lists), so a link
// reproduces a view and the back button works.
import { offsetOf } from '@eventory/domain/paging';
import type { CampaignListQuery } from './campaign-api.ts';

export const DEFAULT_LIMIT = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Filter changes wait this long before reloading (admin spec §9). */
export const FILTER_DEBOUNCE_MS = 500;

export type CampaignFilters = Omit<CampaignListQuery, 'offset'>;

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readListParams(params: URLSearchParams): CampaignListQuery {
  const offset = Number(params.get('offset'));
  return {
    limit: positive(params.get('limit'), DEFAULT_LIMIT),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    codeName: params.get('codeName') ?? '',
    designName: params.get('designName') ?? '',
    regions: (params.get('regions') ?? '').split(',').filter(Boolean),
    showEnded: params.get('showEnded') === 'true',
  };
}

/** The URL of a new filter set: text filters are trimmed and the offset goes back to 0. */
export function writeFilters(params: URLSearchParams, filters: CampaignFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('codeName', filters.codeName.trim());
  set('designName', filters.designName.trim());
  set('regions', filters.regions.join(','));
  set('showEnded', filters.showEnded ? 'true' : '');
  set('limit', filters.limit === DEFAULT_LIMIT ? '' : String(filters.limit));
  next.delete('offset');
  return next;
}

export function writePage(params: URLSearchParams, page: number, limit: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const offset = offsetOf(page, limit);
  if (offset) next.set('offset', String(offset));
  else next.delete('offset');
  return next;
}

export const sameFilters = (a: CampaignFilters, b: CampaignFilters) =>
  a.codeName.trim() === b.codeName.trim() &&
  a.designName.trim() === b.designName.trim() &&
  a.regions.join(',') === b.regions.join(',') &&
  a.showEnded === b.showEnded &&
  a.limit === b.limit;
