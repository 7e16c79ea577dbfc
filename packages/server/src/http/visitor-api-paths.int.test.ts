// backends: once: through HTTP and services with no dialect-specific code
// Issue "hardening" class 12: the event page route never catches a visitor API path (visitor spec §7).
// /event/{container|registration|user-missions|user-missions-refs|vote}/... belong to the API: what the
// server serves there answers itself, anything else is a JSON 404 NOT_FOUND, whatever the Accept header.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_CODE_NAMES } from '@eventory/domain/campaign';
import { createTestApp, type TestApp } from '../test/harness.ts';

function makeDist(root: string, name: string) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head></html>`);
  return dir;
}

// Every §7 path under /event/, with ids filled in.
const SPEC_PATHS = [
  '/event/container/1/personal/00000000-0000-0000-0000-000000000001',
  '/event/registration/1/info',
  '/event/user-missions/1/2',
  '/event/user-missions-refs/1/refID/2/userID/3',
  '/event/vote/1',
  '/event/vote/1/users/status/query',
];

describe('visitor API paths and the event page route', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'eventory-paths-'));
    t = await createTestApp(
      {},
      { frontendDists: { dashboard: makeDist(tmp, 'dashboard'), pages: makeDist(tmp, 'pages') } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it('reserves exactly the §7 prefixes under /event/ (and no code name may take them)', () => {
    expect([...RESERVED_CODE_NAMES].sort()).toEqual(
      ['container', 'registration', 'user-missions', 'user-missions-refs', 'vote'].sort(),
    );
  });

  it.each(SPEC_PATHS)('GET %s never answers the event page', async (url) => {
    const res = await get(url);
    expect(res.body).not.toContain('<title>pages</title>');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(typeof res.json().errorCode).toBe('string');
  });

  it.each([
    '/event/user-missions/1/2/3',
    '/event/user-missions',
    '/event/user-missions-refs/1',
    '/event/registration/1/not-a-call',
    '/event/registration',
    '/event/container/1',
    '/event/container/1/personal',
    '/event/vote',
    '/event/vote/1/not-a-call/at-all',
  ])('GET %s (served by nothing) answers JSON 404 NOT_FOUND', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ errorCode: 'NOT_FOUND', errorMessage: `No route GET ${url}` });
  });

  it('still serves event pages, with sub-paths, and code names that merely start like a prefix', async () => {
    for (const url of ['/event/summer-fest', '/event/summer-fest/user-missions/1/2', '/event/voter-week/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>pages</title>');
    }
  });
});
