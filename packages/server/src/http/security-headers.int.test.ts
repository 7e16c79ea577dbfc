// backends: once: through HTTP and services with no dialect-specific code
// Issue "hardening" class 8: helmet's headers on every answer; event pages and the dashboard limit
// scripts to their own origin (plus the server's one inline script by hash, and Google's sign-in
// script for the dashboard); the API answers with the strictest policy.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_FRAME_ORIGINS } from '@eventory/domain/embedded-frame';
import { createTestApp, type TestApp } from '../test/harness.ts';

function makeDist(root: string, name: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${name}</title><script type="module" src="./assets/app-AbCd1234.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'app-AbCd1234.js'), 'console.log(1)');
  return dir;
}

/** directive -> sources */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The CSP hash of each inline script of a document. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

describe('security headers', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'eventory-csp-'));
    t = await createTestApp(
      { googleClientId: 'client-id' },
      { frontendDists: { dashboard: makeDist(tmp, 'dashboard'), pages: makeDist(tmp, 'pages') } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each(['/event/summer-fest', '/event/summer-fest/rules', '/p-campaign/summer-fest'])(
    'an event page (%s) limits scripts to its origin and its one inline script, and may be embedded',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const csp = policyOf(res.headers['content-security-policy']);
      const hashes = inlineScriptHashes(res.body);
      expect(hashes).toHaveLength(1);
      expect(csp.get('script-src')).toEqual(["'self'", ...hashes]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", ...EMBEDDED_FRAME_ORIGINS]);
      expect(csp.has('frame-ancestors')).toBe(false);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it("the dashboard allows its own scripts, its inline script and Google's sign-in script, framed only by itself", async () => {
    const res = await get('/event-dashboard/campaigns');
    expect(res.statusCode).toBe(200);
    const csp = policyOf(res.headers['content-security-policy']);
    const hashes = inlineScriptHashes(res.body);
    expect(hashes).toHaveLength(1);
    expect(csp.get('script-src')).toEqual(["'self'", ...hashes, 'https://accounts.google.com/gsi/client']);
    expect(csp.get('frame-src')).toContain('https://accounts.google.com/gsi/');
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Proxy sign-in posts to a cross-origin opener: no opener policy may cut it off.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it.each([
    ['a public JSON answer', '/healthz', 200],
    ['a refused admin call', '/v1/admin/auth/session', 401],
    ['a validation error', '/leaderboards/eventory?containerID=x', 400],
    ['an unknown route', '/v1/no-such-route', 404],
    ['a front-end asset', '/event-assets/assets/app-AbCd1234.js', 200],
  ])('%s carries nosniff and a script-free policy', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = policyOf(res.headers['content-security-policy']);
    if (url.startsWith('/event-assets/')) expect(csp.get('script-src')?.[0]).toBe("'self'");
    else {
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });
});
