// The gifts list of the platform (visitor spec §7 "gifts from the game API"; decisions/0043).
import type { GiftsResponse } from '@eventory/domain/gifts';
import { requestJson } from '../data/data-client.ts';

export const GIFTS_LIST_PATH = '/api/v1/public/gifts';

export function fetchGifts(signal?: AbortSignal): Promise<GiftsResponse> {
  return requestJson<GiftsResponse>(GIFTS_LIST_PATH, { signal });
}
