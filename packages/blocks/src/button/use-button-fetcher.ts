// A Button's fetcher (block catalogue §3): the JSON its disableFn reads, loaded once in runtime mode with
// the signed-in viewer's headers. Nothing loads in editor mode, without a disableFn or without a fetcher.
import { useCallback } from 'react';
import { requestJson } from '../data/data-client.ts';
import { useFetcher, type FetcherResult } from '../data/useFetcher.ts';
import { useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { authHeaders } from '../visitor/visitor-session.ts';
import { fetcherMethod, fetcherUrl } from './button-link.ts';

export function useButtonFetcher(
  fetcher: string,
  method: string,
  wanted: boolean,
): FetcherResult<unknown> & { configured: boolean } {
  const { user } = useVisitorSnapshot();
  const url = fetcherUrl(fetcher, user?.userID);
  const verb = fetcherMethod(method);
  const load = useCallback(
    (signal: AbortSignal) =>
      requestJson<unknown>(url ?? '', {
        method: verb,
        signal,
        headers: user ? authHeaders(user) : {},
        ...(verb === 'GET' ? {} : { body: {} }),
      }),
    [url, verb, user],
  );
  const result = useFetcher(load, {
    key: `${verb} ${url ?? ''} ${user?.userID ?? ''}`,
    enabled: wanted && !!url,
  });
  return { ...result, configured: !!url };
}
