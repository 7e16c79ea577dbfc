// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// Operability (issue "Engine at scale" §4): /healthz and /readyz are distinct, /metrics is Prometheus
// text with the ingest, request, live and process figures, open to the loopback address or METRICS_TOKEN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const INGEST_KEY = 'operations-test-key';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ingestKeys: [INGEST_KEY] });
  });
  afterAll(() => t.close());

  it('answers /readyz with each check when the database and the rank index answer and the applier is caught up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', rankIndex: 'ok', applier: 'ok' },
    });
  });

  it('gives every answer its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts ingested events by outcome and times requests by route pattern', async () => {
    const event = (ID: string, Point: unknown) => ({
      ID,
      type: 1,
      timestamp: Date.now(),
      GiftID: 'rose',
      Point,
      SenderID: 'viewer-1',
      ReceiverID: 'streamer-1',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'x-ingest-key': INGEST_KEY },
      payload: { events: [event('m-1', 5), event('m-1', 5), event('m-2', 'five')] },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/leaderboards/eventory?containerID=1&count=10' });

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toContain('eventory_ingest_events_total{outcome="accepted"} 1');
    expect(text).toContain('eventory_ingest_events_total{outcome="duplicate"} 1');
    expect(text).toContain('eventory_ingest_events_total{outcome="refused"} 1');
    expect(text).toMatch(/eventory_ingest_batch_seconds_count 1\b/);
    expect(text).toMatch(
      /eventory_http_request_seconds_count\{method="GET",route="\/leaderboards\/eventory",status="\dxx"\} 1/,
    );
    expect(text).toContain('eventory_live_subscribers 0');
    expect(text).toContain('eventory_nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('eventory_process_resident_memory_bytes');
    if (process.env.TEST_DB === 'postgres')
      expect(text).toMatch(/eventory_db_pool_connections\{state="total"\} \d/);
  });

  it('refuses /metrics to a caller off the loopback address when no METRICS_TOKEN is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toContain('METRICS_TOKEN');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'a-long-enough-metrics-token';
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: token });
  });
  afterAll(() => t.close());

  it('asks for the bearer token, even on the loopback address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-enough-metrics-tokem' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE eventory_http_request_seconds histogram');
  });
});
