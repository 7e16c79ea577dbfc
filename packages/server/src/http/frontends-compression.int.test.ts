// backends: once: through HTTP and services with no dialect-specific code
// Built text assets go out brotli- or gzip-compressed when the browser accepts it (Lighthouse
// "enable text compression" on the event page; decision 0024).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row-${i}`))};\n`;

function makeDist(root: string, name: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-AbCd1234.css'), 'a{color:red}');
  writeFileSync(join(dir, 'assets', 'photo-AbCd1234.png'), Buffer.alloc(4096, 7));
  return dir;
}

describe('compressed front-end assets', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'eventory-fe-gz-'));
    t = await createTestApp(
      {},
      { frontendDists: { dashboard: makeDist(tmp, 'dashboard'), pages: makeDist(tmp, 'pages') } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli when accepted, with the script type, Vary and the immutable cache header', async () => {
    const res = await get('/event-assets/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and sends the file as it is when nothing is accepted', async () => {
    const gz = await get('/event-assets/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/event-assets/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('leaves small files and binary files alone', async () => {
    expect(
      (await get('/event-assets/assets/tiny-AbCd1234.css', 'br')).headers['content-encoding'],
    ).toBeUndefined();
    const png = await get('/event-dashboard/assets/photo-AbCd1234.png', 'br');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('still answers a missing asset with 404', async () => {
    expect((await get('/event-assets/assets/missing-AbCd1234.js', 'br')).statusCode).toBe(404);
  });
});
