// backends: once: through HTTP and services with no dialect-specific code
// Wrong ingest keys are throttled per client address (issue "hardening" class 7): a caller cannot
// guess INGEST_KEYS at full speed, and rotating X-Forwarded-For does not reset the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { INGEST_KEY_FAILURES } from './batch-ingest.ts';

const KEY = 'host-app-key-1';

describe('POST /v1/events: repeated wrong ingest keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [KEY] });
  });
  afterAll(() => t.close());

  const post = (remoteAddress: string, key: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/events',
      remoteAddress,
      headers: { ...headers, ...(key === null ? {} : { 'x-ingest-key': key }) },
      payload: { events: [{ ID: `k-${Math.random()}`, type: 1, timestamp: Date.now() }] },
    });

  it(`answers 429 TOO_MANY_REQUESTS after ${INGEST_KEY_FAILURES.limit} failures from one address, even with the right key`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < INGEST_KEY_FAILURES.limit; i++) {
      const res = await post(ip, i % 2 === 0 ? `guess-${i}` : null, { 'x-forwarded-for': `10.9.0.${i}` });
      expect(res.statusCode).toBe(i % 2 === 0 ? 403 : 401);
    }
    const blocked = await post(ip, 'guess-again', { 'x-forwarded-for': '10.9.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toEqual({
      errorCode: 'TOO_MANY_REQUESTS',
      errorMessage:
        'Too many missing or wrong x-ingest-key values from this address; wait a minute and send the right key.',
    });
    expect((await post(ip, KEY)).statusCode).toBe(429);
  });

  it('counts per address: another address with the right key is served', async () => {
    expect((await post('198.51.100.8', KEY)).statusCode).not.toBe(429);
  });

  it('does not count right keys as failures', async () => {
    for (let i = 0; i < INGEST_KEY_FAILURES.limit + 2; i++)
      expect((await post('198.51.100.9', KEY)).statusCode).not.toBe(429);
  });
});
