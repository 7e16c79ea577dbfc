// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { FolloweePage, VisitorSignIn } from '@eventory/domain/visitor-session';
import { trackingEvents } from '../db/schema/visitor.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { demoFollows } from './followees.ts';
import { TRACKING_RATE } from './tracking.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';

const viewer = DEMO_VIEWERS[0]!;

describe('visitor endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (userID = viewer.userId) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as VisitorSignIn;
  };

  it('issues a demo session with a jwt, an access token and an exp a day ahead', async () => {
    const session = await signIn();
    expect(session.userID).toBe(viewer.userId);
    expect(session.email).toBe(`${viewer.openId}@demo.eventory.app`);
    expect(session.jwtAccessToken.split('.')).toHaveLength(3);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 60);
  });

  it('refuses demo sign-in for users outside the demo population', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', field: 'userID' });
  });

  it('refuses a user id that is not a UUID, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID: 'bob' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'userID' });
  });

  it('lists the demo population for the sign-in control', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/visitor/demo-users' });
    const items = (res.json() as { items: { userID: string; kind: string }[] }).items;
    expect(items.filter((u) => u.kind === 'viewer')).toHaveLength(DEMO_VIEWERS.length);
    expect(items.filter((u) => u.kind === 'streamer')).toHaveLength(DEMO_STREAMERS.length);
  });

  it('validates a Bearer visitor token as the signed-in user', async () => {
    const session = await signIn();
    for (const token of [session.jwtAccessToken, session.accessToken]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cube/auth/validate',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userID: viewer.userId, exp: session.exp });
    }
  });

  it('answers 401 without a token, with garbage, with an expired token and with an admin token', async () => {
    const key = deriveVisitorKey(t.app.sessionKey);
    const expired = await signVisitorToken(key, viewer.userId, 'jwt', {
      now: Math.floor(Date.now() / 1000) - 7200,
      ttlSeconds: 3600,
    });
    const admin = await t.signIn(['ViewOnly']);
    const headers = [
      {},
      { authorization: 'Bearer not.a.token' },
      { authorization: `Bearer ${expired.token}` },
      { authorization: `Bearer ${admin}` },
    ];
    for (const h of headers) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/cube/auth/validate', headers: h });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a token signed without exp', async () => {
    const key = deriveVisitorKey(t.app.sessionKey);
    const noExp = await new SignJWT({ kind: 'jwt' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viewer.userId)
      .setIssuer('eventory')
      .setAudience('eventory-visitor')
      .sign(key);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cube/auth/validate',
      headers: { authorization: `Bearer ${noExp}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it("lists a demo viewer's followees, seeded on start", async () => {
    const session = await signIn();
    const res = await t.app.inject({
      method: 'GET',
      url: `/users/${viewer.userId}/followeeIDs?count=1000&cursor=`,
      headers: { authorization: `Bearer ${session.jwtAccessToken}`, accesstoken: session.accessToken },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as FolloweePage;
    const expected = demoFollows()
      .filter((f) => f.userId === viewer.userId)
      .map((f) => f.followeeId);
    expect(new Set(page.followeeIDs)).toEqual(new Set(expected));
    expect(page.followeeIDs.length).toBeGreaterThanOrEqual(3);
    expect(page.nextCursor).toBe('');
  });

  it('pages followees by cursor while nextCursor is not empty', async () => {
    const session = await signIn();
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/users/${viewer.userId}/followeeIDs?count=1&cursor=${cursor}`,
        headers: { authorization: `Bearer ${session.jwtAccessToken}` },
      });
      const page = res.json() as FolloweePage;
      expect(page.followeeIDs.length).toBeLessThanOrEqual(1);
      seen.push(...page.followeeIDs);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen.length).toBe(demoFollows().filter((f) => f.userId === viewer.userId).length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses another user's followees and page sizes over 1000", async () => {
    const session = await signIn();
    const other = await t.app.inject({
      method: 'GET',
      url: `/users/${DEMO_VIEWERS[1]!.userId}/followeeIDs`,
      headers: { authorization: `Bearer ${session.jwtAccessToken}` },
    });
    expect(other.statusCode).toBe(403);
    const big = await t.app.inject({
      method: 'GET',
      url: `/users/${viewer.userId}/followeeIDs?count=1001`,
      headers: { authorization: `Bearer ${session.jwtAccessToken}` },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ field: 'count' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/users/${viewer.userId}/followeeIDs` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores a valid tracking batch', async () => {
    const before = await t.db.select({ n: count() }).from(trackingEvents);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracking/events',
      payload: {
        events: [
          { name: 'page_enter', actor: 'guest', page: 'summer', timestamp: Date.now(), properties: {} },
          {
            name: 'profile_click',
            actor: 'ben@demo.eventory.app',
            page: 'summer',
            timestamp: Date.now(),
            properties: {
              kind: 'live',
              streamerId: DEMO_STREAMERS[0]!.userId,
              liveStatus: true,
              hasDeeplink: false,
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const after = await t.db.select({ n: count() }).from(trackingEvents);
    expect(after[0]!.n - before[0]!.n).toBe(2);
    const [click] = await t.db.select().from(trackingEvents).where(eq(trackingEvents.name, 'profile_click'));
    expect(click).toMatchObject({ actor: 'ben@demo.eventory.app', properties: { liveStatus: true } });
  });

  it('refuses unknown event names and empty or oversized batches, storing nothing', async () => {
    const before = await t.db.select({ n: count() }).from(trackingEvents);
    const event = { name: 'search', actor: 'guest', page: '', timestamp: Date.now(), properties: {} };
    for (const events of [[{ ...event, name: 'hack' }], [], Array.from({ length: 51 }, () => event)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tracking/events', payload: { events } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracking/events',
      payload: { events: [{ ...event, properties: { q: 'x'.repeat(70 * 1024) } }] },
    });
    expect(huge.statusCode).toBe(413);
    const after = await t.db.select({ n: count() }).from(trackingEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 429 after 120 batches from one IP in a minute', async () => {
    const event = { name: 'search', actor: 'guest', page: '', timestamp: Date.now(), properties: {} };
    let last = 0;
    for (let i = 0; i <= TRACKING_RATE.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tracking/events',
        payload: { events: [event] },
        remoteAddress: '203.0.113.9',
      });
      last = res.statusCode;
      if (i < TRACKING_RATE.limit - 20) expect(res.statusCode).not.toBe(429);
    }
    expect(last).toBe(429);
  });
});

describe('visitor endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appEnv: 'production' });
  });
  afterAll(() => t.close());

  it('has no demo sign-in (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID: viewer.userId },
    });
    expect(res.statusCode).toBe(404);
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/visitor/demo-users' });
    expect(users.statusCode).toBe(404);
  });
});
