// The campaign list's state in the URL (admin spec §3 Campaign list state, §4 Lists), on the list kit
// (lists/list-params.ts), so a link reproduces a view and the back button works.
import {
  DEFAULT_LIMIT,
  readList,
  writeList,
  writePage as writeListPage,
  type ListSpec,
} from '../lists/list-params.ts';
import type { CampaignListQuery } from './campaign-api.ts';

export { DEFAULT_LIMIT, PAGE_SIZES } from '../lists/list-params.ts';
/** Filter changes wait this long before reloading (admin spec §9). */
export const FILTER_DEBOUNCE_MS = 500;

export const CAMPAIGN_LIST: ListSpec<{
  codeName: 'text';
  designName: 'text';
  regions: 'list';
  showEnded: 'flag';
}> = {
  filters: { codeName: 'text', designName: 'text', regions: 'list', showEnded: 'flag' },
  limit: DEFAULT_LIMIT,
};

export type CampaignFilters = Omit<CampaignListQuery, 'offset'>;

export function readListParams(params: URLSearchParams): CampaignListQuery {
  const { filters, limit, offset } = readList(params, CAMPAIGN_LIST);
  return { limit, offset, ...filters };
}

/** The URL of a new filter set: text filters are trimmed and the offset goes back to 0. */
export function writeFilters(
  params: URLSearchParams,
  { limit, ...filters }: CampaignFilters,
): URLSearchParams {
  return writeList(params, CAMPAIGN_LIST, filters, limit);
}

export const writePage = (params: URLSearchParams, page: number, limit: number) =>
  writeListPage(params, CAMPAIGN_LIST, page, limit);
