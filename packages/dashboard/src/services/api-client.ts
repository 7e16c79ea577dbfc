// The one place the dashboard talks to the admin API (admin spec §7, §8): it sends the session's
// `access-token`, shows the "Error!" notification for failed calls, stays quiet on cancellations and
// signs the user out on 401.
import type { ApiErrorBody } from '@eventory/domain/errors';

export const ADMIN_API_BASE = '/v1/admin/';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The rejected value of a failed call: it carries the response (admin spec §8). */
export class ApiError extends Error {
  /** Set once the user has been shown this error, so the unhandled-error toast does not repeat it. */
  notified = false;
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    readonly response: Response | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).errorCode === 'string' &&
    typeof (value as ApiErrorBody).errorMessage === 'string'
  );
}

/** Text of the error notification: "Code: {errorCode}, Message: {errorMessage}", else the serialised error. */
export function errorDescription(error: unknown, t: Translate): string {
  const body = error instanceof ApiError ? error.body : error;
  if (isApiErrorBody(body))
    return t('notice.codeMessage', { code: body.errorCode, message: body.errorMessage });
  return serialiseError(error);
}

export function serialiseError(error: unknown): string {
  if (error instanceof ApiError) return JSON.stringify({ status: error.status, message: error.message });
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Overrides the session's token (start-up with ?accessToken=, shadow session). */
  accessToken?: string;
  /** The caller reports failures itself: no notification, no sign-out on 401. */
  silent?: boolean;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getAccessToken: () => string | undefined;
  /** The ?debugRole= override in force, passed on so the server's guard sees the same roles. */
  getDebugRole?: () => string | null | undefined;
  onUnauthorized: () => void;
  notifyError: (title: string, description: string) => void;
  t: Translate;
  base?: string;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const base = deps.base ?? ADMIN_API_BASE;

  function url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const debugRole = deps.getDebugRole?.();
    if (debugRole && !params.has('debugRole')) params.set('debugRole', debugRole);
    const qs = params.toString();
    return `${base}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
  }

  function report(error: unknown, options: RequestOptions) {
    if (options.silent || isAbort(error)) return;
    deps.notifyError(deps.t('notice.errorTitle'), errorDescription(error, deps.t));
    if (error instanceof ApiError) error.notified = true;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.accessToken ?? deps.getAccessToken();
    if (token) headers['access-token'] = token;
    // A form (storage upload) goes as multipart/form-data: fetch sets the content type and boundary.
    const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await deps.fetch(url(path, options.query), {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : form
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      report(error, options);
      throw error;
    }
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        isApiErrorBody(data) ? data : undefined,
        response,
        isApiErrorBody(data) ? data.errorMessage : `${response.status} ${response.statusText}`.trim(),
      );
      report(error, options);
      if (response.status === 401 && !options.silent) deps.onUnauthorized();
      throw error;
    }
    return data as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
