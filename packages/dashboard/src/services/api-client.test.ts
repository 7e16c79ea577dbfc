import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Translate } from './api-client.ts';

const t: Translate = (key, vars) =>
  key === 'notice.codeMessage' ? `Code: ${String(vars?.code)}, Message: ${String(vars?.message)}` : 'Error!';

function client(fetchImpl: typeof fetch, token = 'tok') {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    fetch: fetchImpl,
    getAccessToken: () => token,
    onUnauthorized,
    notifyError,
    t,
  });
  return { api, notifyError, onUnauthorized };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('admin API client (admin spec §7, §8)', () => {
  it('sends the session token in the access-token header under /v1/admin/', async () => {
    const fetchImpl = vi.fn(async () => json(200, { ok: true }));
    const { api } = client(fetchImpl as unknown as typeof fetch);
    await api.get('campaigns', { query: { limit: 20, offset: 0, codeName: '' } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/admin/campaigns?limit=20&offset=0');
    expect((init.headers as Record<string, string>)['access-token']).toBe('tok');
  });

  it('shows "Error!" with "Code: {errorCode}, Message: {errorMessage}" and rejects with the response', async () => {
    const { api, notifyError } = client(async () => json(400, { errorCode: 'X', errorMessage: 'Y' }));
    const failure = await api.post('campaigns', {}).catch((e: unknown) => e);
    expect(notifyError).toHaveBeenCalledWith('Error!', 'Code: X, Message: Y');
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).response?.status).toBe(400);
  });

  it('shows the serialised error when the response has no body', async () => {
    const { api, notifyError } = client(
      async () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    );
    await api.get('campaigns').catch(() => undefined);
    expect(notifyError).toHaveBeenCalledWith(
      'Error!',
      JSON.stringify({ status: 502, message: '502 Bad Gateway' }),
    );
  });

  it('shows nothing for a cancelled call', async () => {
    const { api, notifyError } = client(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await api.get('campaigns').catch(() => undefined);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('signs the user out on 401', async () => {
    const { api, onUnauthorized } = client(async () =>
      json(401, { errorCode: 'UNAUTHORIZED', errorMessage: 'x' }),
    );
    await api.get('campaigns').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
