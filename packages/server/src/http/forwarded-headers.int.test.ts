// backends: once: through HTTP and services with no dialect-specific code
// X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (issue "hardening" class 7):
// by default the client address is the connection's, so the tracking limiter cannot be dodged with a
// new forwarded address per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { TRACKING_RATE } from '../visitor/tracking.ts';

const event = { name: 'search', actor: 'guest', page: '', timestamp: Date.now(), properties: {} };

async function trackUntilRefused(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= TRACKING_RATE.limit + 2; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracking/events',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { events: [event] },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('forwarded headers, TRUST_PROXY unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps limiting tracking batches when every request names a new X-Forwarded-For', async () => {
    const statuses = await trackUntilRefused(t, '203.0.113.50', (i) => `192.0.2.${i % 250}`);
    expect(statuses.slice(0, TRACKING_RATE.limit).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(TRACKING_RATE.limit)).toEqual([429, 429, 429]);
  });
});

describe('forwarded headers, TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.1'] });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For from the configured proxy: each forwarded client has its own budget', async () => {
    const statuses = await trackUntilRefused(t, '10.0.0.1', (i) => `192.0.2.${i % 250}`);
    expect(statuses.every((s) => s === 202)).toBe(true);
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    const statuses = await trackUntilRefused(t, '203.0.113.51', (i) => `198.18.0.${i % 250}`);
    expect(statuses.slice(TRACKING_RATE.limit)).toEqual([429, 429, 429]);
  });
});
