// backends: once: through HTTP and services with no dialect-specific code
// HELPERS contract "Front ends": both apps served from this server, configured at serve time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@eventory/domain/runtime-config';
import { createTestApp, type TestApp } from '../test/harness.ts';

const INDEX = (title: string) =>
  `<!doctype html><html><head><meta charset="UTF-8"><title>${title}</title><script type="module" src="./assets/app-AbCd1234.js"></script></head><body></body></html>`;

function makeDist(root: string, name: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX(name));
  writeFileSync(join(dir, 'assets', 'app-AbCd1234.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

const runtimeOf = (html: string): RuntimeConfig => {
  const m = /<script>window\.__EVENTORY__=(.*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no runtime config injected');
  return JSON.parse(m[1]);
};

describe('serving the built front ends', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'eventory-fe-'));
    t = await createTestApp(
      { googleClientId: 'client-</script>-id' },
      { frontendDists: { dashboard: makeDist(tmp, 'dashboard'), pages: makeDist(tmp, 'pages') } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const get = (url: string, accept = 'text/html') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('redirects / and the bare base path to the dashboard', async () => {
    expect((await get('/')).headers.location).toBe('/event-dashboard/');
    const bare = await get('/event-dashboard?env=uat');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/event-dashboard/?env=uat');
  });

  it('injects <base href> and the runtime config right after <head> of the dashboard', async () => {
    const res = await get('/event-dashboard/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(
      /^<!doctype html><html><head><base href="\/event-dashboard\/"><script>window\.__EVENTORY__=/,
    );
    expect(runtimeOf(res.body)).toMatchObject({
      basePath: '/event-dashboard',
      shadowPrefix: '',
      serverEnvironment: 'development',
      devSignIn: true,
      googleClientId: 'client-</script>-id',
    });
  });

  it('escapes "<" inside the injected script', async () => {
    const res = await get('/event-dashboard/');
    expect(res.body).toContain('client-\\u003c/script>-id');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await get('/event-dashboard/campaigns/12/leaderboards');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>dashboard</title>');
  });

  it('serves hashed assets as immutable and forbids framing the dashboard', async () => {
    const res = await get('/event-dashboard/assets/app-AbCd1234.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing file rather than index.html', async () => {
    const res = await get('/event-dashboard/assets/missing-AbCd1234.js', '*/*');
    expect(res.statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const res = await get('/event-dashboard/..%2f..%2fpackage.json', '*/*');
    expect(res.statusCode).toBe(404);
  });

  it('serves the event page app for /event/{codeName} and /p-campaign/{codeName} without <base>', async () => {
    for (const url of [
      '/event/summer-fest',
      '/event/summer-fest/rules',
      '/p-campaign/summer-fest',
      '/p-campaign/summer-fest/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>pages</title>');
      expect(res.body, url).not.toContain('<base');
      expect(runtimeOf(res.body).basePath).toBe('/event-dashboard');
      // The page document is fetched while the script loads.
      expect(res.body, url).toContain(
        '<link rel="preload" href="/api/v1/public/pages/summer-fest" as="fetch" crossorigin="anonymous">',
      );
    }
  });

  it('escapes the code name in the page document preload', async () => {
    const res = await get('/event/a%22b%3Cc');
    expect(res.body).toContain('href="/api/v1/public/pages/a%22b%3Cc"');
    expect(res.body).not.toContain('a"b');
  });

  it("gives a new viewer an anonymous id cookie and preloads with the app's ?userID= (A/B variants, 0091)", async () => {
    const first = await get('/event/summer-fest');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^eventory_viewer=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/,
    );
    const again = await t.app.inject({
      method: 'GET',
      url: '/event/summer-fest',
      headers: { accept: 'text/html', cookie: cookie.split(';')[0]! },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    const withUser = await get('/event/summer-fest?userID=%20viewer%26%207&lang=en');
    expect(withUser.body).toContain('href="/api/v1/public/pages/summer-fest?userID=viewer%26%207"');
  });

  it('serves the event page assets under /event-assets/', async () => {
    const res = await get('/event-assets/assets/app-AbCd1234.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect((await get('/event-assets/robots.txt', '*/*')).headers['cache-control']).toBe('no-cache');
    expect((await get('/event-assets/nope.js', '*/*')).statusCode).toBe(404);
  });
});

describe('with PREVIEW_ID and a missing build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { previewId: 'pr-42', basePath: '/ops' },
      { frontendDists: { dashboard: '/nonexistent/dashboard', pages: '/nonexistent/pages' } },
    );
  });
  afterAll(() => t.close());

  it('serves the dashboard under the shadow prefix', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/shadow/pr-42/ops/');
  });

  it('says which build is missing with 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shadow/pr-42/ops/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build -w @eventory/dashboard');
    const pages = await t.app.inject({ method: 'GET', url: '/event/x' });
    expect(pages.statusCode).toBe(503);
    expect(pages.body).toContain('npm run build -w @eventory/pages');
  });
});
