// backends: once: through HTTP and services with no dialect-specific code
// Storage through the real app (issue 15 §4): upload, find-all paged by nextQuery.pageToken, delete,
// move, the visitor's JSON-file fetcher, limits, permissions, and paths that try to leave the root.
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StorageItem, StorageListing } from '@eventory/domain/storage';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BOUNDARY, formBody } from '../test/multipart.ts';
import { startS3Storage } from '../test/s3-storage.ts';

function storageSuite(name: string, open: () => Promise<{ t: TestApp; root?: string }>) {
  describe(name, { timeout: 120_000 }, () => {
    let t: TestApp;
    let root: string | undefined;
    let dev: string;

    beforeAll(async () => {
      ({ t, root } = await open());
      dev = await t.signIn(['developer']);
    });
    afterAll(() => t?.close());

    const upload = (
      filepath: string | undefined,
      data: Buffer | string,
      token = dev,
      order: 'path-first' | 'file-first' = 'path-first',
    ) => {
      const path = filepath === undefined ? [] : [{ name: 'filepath', value: filepath }];
      const file = [{ name: 'file', file: 'upload.bin', data }];
      const form = formBody(order === 'path-first' ? [...path, ...file] : [...file, ...path]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/admin/storage/upload',
        payload: form.payload,
        headers: { ...form.headers, 'access-token': token },
      });
    };
    const call = (method: 'GET' | 'POST', url: string, payload?: object, token = dev) =>
      t.app.inject({ method, url: `/v1/admin/${url}`, payload, headers: { 'access-token': token } });
    const findAll = async (query: string) => {
      const response = await call('GET', `storage/find-all?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as StorageListing;
    };

    it('uploads a file, lists it with its size and kind, and logs the change', async () => {
      const data = JSON.stringify({ streamers: [{ id: 'a' }] });
      const response = await upload('campaign/summer/top.json', data);
      expect(response.statusCode, response.body).toBe(200);
      const { item } = response.json() as { item: StorageItem };
      expect(item).toMatchObject({
        name: 'campaign/summer/top.json',
        size: data.length,
        contentType: 'application/json',
      });
      expect(item.updated).toBeGreaterThan(Date.now() / 1000 - 600);

      const listing = await findAll('prefix=campaign/');
      expect(listing.items.map((i) => i.name)).toEqual(['campaign/summer/top.json']);
      expect(listing.nextQuery).toBeUndefined();

      const entries = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.tableName, 'storage'), eq(changeLog.objId, 'campaign/summer/top.json')));
      expect(entries.map((e) => e.action)).toEqual(['create']);
    });

    it('takes the form fields in either order and replaces a file written again', async () => {
      expect((await upload('templates/a.html', '<p>one</p>', dev, 'file-first')).statusCode).toBe(200);
      const again = await upload('templates/a.html', '<p>two!</p>');
      expect((again.json() as { item: StorageItem }).item.size).toBe(11);
      const entries = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.tableName, 'storage'), eq(changeLog.objId, 'templates/a.html')))
        .orderBy(changeLog.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    });

    it('serves a campaign JSON file to the visitor JSON-file fetcher as {streamers[]}', async () => {
      await upload('campaign/winter/list.json', JSON.stringify([{ id: 'x' }, { id: 'y' }]));
      const wrapped = await t.app.inject({ method: 'GET', url: '/campaign/winter/list.json' });
      expect(wrapped.statusCode).toBe(200);
      expect(wrapped.json()).toEqual({ streamers: [{ id: 'x' }, { id: 'y' }] });
      const direct = await t.app.inject({ method: 'GET', url: '/campaign/summer/top.json' });
      expect(direct.json()).toEqual({ streamers: [{ id: 'a' }] });
      expect((await t.app.inject({ method: 'GET', url: '/campaign/summer/none.json' })).statusCode).toBe(404);
      await upload('campaign/winter/bad.json', '{"streamers": 3}');
      const bad = await t.app.inject({ method: 'GET', url: '/campaign/winter/bad.json' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ errorCode: 'STORAGE_NOT_STREAMERS' });
    });

    it('moves an object, refusing to overwrite unless asked, and deletes it', async () => {
      await upload('moves/one.txt', 'one');
      await upload('moves/two.txt', 'two');
      const refused = await call('POST', 'storage/move', { from: 'moves/one.txt', to: 'moves/two.txt' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errorCode: 'STORAGE_EXISTS', field: 'to' });

      const moved = await call('POST', 'storage/move', { from: 'moves/one.txt', to: 'moved/deeper/one.txt' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await findAll('prefix=mov')).items.map((i) => i.name)).toEqual([
        'moved/deeper/one.txt',
        'moves/two.txt',
      ]);
      const over = await call('POST', 'storage/move', {
        from: 'moved/deeper/one.txt',
        to: 'moves/two.txt',
        overwrite: true,
      });
      expect(over.statusCode).toBe(200);
      expect((await findAll('prefix=mov')).items).toMatchObject([{ name: 'moves/two.txt', size: 3 }]);

      expect((await call('POST', 'storage/delete', { filepath: 'moves/two.txt' })).statusCode).toBe(200);
      expect((await findAll('prefix=mov')).items).toEqual([]);
      const gone = await call('POST', 'storage/delete', { filepath: 'moves/two.txt' });
      expect(gone.statusCode).toBe(404);
      expect((await call('POST', 'storage/move', { from: 'moves/none.txt', to: 'x.txt' })).statusCode).toBe(
        404,
      );
    });

    it('refuses files over the size limit, kinds it does not hold and bodies that are not forms', async () => {
      const big = await upload('big.json', Buffer.alloc(t.config.storage.maxBytes + 1, 32));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ errorCode: 'STORAGE_TOO_LARGE' });
      const exe = await upload('tools/run.exe', 'MZ');
      expect(exe.statusCode).toBe(400);
      expect(exe.json()).toMatchObject({ field: 'filepath' });
      const noPath = await upload(undefined, 'x');
      expect(noPath.statusCode).toBe(400);
      const json = await call('POST', 'storage/upload', { filepath: 'a.json', file: 'x' });
      expect(json.statusCode).toBe(415);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/storage/upload',
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'access-token': dev },
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
      expect((await findAll('prefix=big')).items).toEqual([]);
    });

    it.each([
      ['a parent segment', '../escape.json'],
      ['a parent segment inside', 'campaign/../../escape.json'],
      ['an absolute path', '/etc/passwd.json'],
      ['a backslash', '..\\escape.json'],
      ['an encoded separator', '..%2fescape.json'],
      ['an encoded dot', '%2e%2e/escape.json'],
      ['an empty segment', 'a//b.json'],
      ['a NUL', 'a\u0000.json'],
    ])('refuses %s in every call (%s)', async (_, path) => {
      expect((await upload(path, '{}')).statusCode).toBe(400);
      expect((await call('POST', 'storage/delete', { filepath: path })).statusCode).toBe(400);
      expect((await call('POST', 'storage/move', { from: path, to: 'x.json' })).statusCode).toBe(400);
      expect(
        (await call('POST', 'storage/move', { from: 'campaign/summer/top.json', to: path })).statusCode,
      ).toBe(400);
      expect((await call('GET', `storage/find-all?prefix=${encodeURIComponent(path)}`)).statusCode).toBe(400);
    });

    it('never serves a fetcher path that leaves campaign/', async () => {
      for (const url of [
        '/campaign/summer/..%2f..%2ftemplates%2fa.html',
        '/campaign/..%2ftemplates/a.json',
        '/campaign/summer/%2e%2e/%2e%2e/x.json',
        '/campaign/summer/top.json%00',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });

    it('refuses a page token it did not make', async () => {
      for (const token of ['not*base64', Buffer.from('../x').toString('base64url'), 'AA']) {
        const response = await call('GET', `storage/find-all?pageToken=${encodeURIComponent(token)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: 'pageToken' });
      }
    });

    it('gates reads on storageSystem and writes on write access', async () => {
      const viewOnly = await t.signIn(['ViewOnly']);
      expect((await call('GET', 'storage/find-all', undefined, viewOnly)).statusCode).toBe(403);
      const readonly = await t.signIn(['developer'], { email: 'ro@test.eventory.app', readonly: true });
      expect((await call('GET', 'storage/find-all', undefined, readonly)).statusCode).toBe(200);
      expect((await upload('ro.json', '{}', readonly)).statusCode).toBe(403);
      expect(
        (await call('POST', 'storage/delete', { filepath: 'campaign/summer/top.json' }, readonly)).statusCode,
      ).toBe(403);
      expect((await call('GET', 'storage/find-all', undefined, 'nope')).statusCode).toBe(401);
    });

    it.runIf(root !== undefined || name.includes('local'))('refuses links planted in the root', async () => {
      if (!root) return;
      const outside = await mkdtemp(join(tmpdir(), 'eventory-outside-'));
      try {
        await writeFile(join(outside, 'secret.json'), '{"streamers":["secret"]}');
        await symlink(outside, join(root, 'linked'));
        await mkdir(join(root, 'campaign', 'evil'), { recursive: true });
        await symlink(join(outside, 'secret.json'), join(root, 'campaign', 'evil', 'secret.json'));

        expect((await upload('linked/new.json', '{}')).statusCode).toBe(400);
        expect(await readdir(outside)).toEqual(['secret.json']);
        expect((await call('POST', 'storage/delete', { filepath: 'linked/secret.json' })).statusCode).toBe(
          400,
        );
        expect(
          (await call('POST', 'storage/delete', { filepath: 'campaign/evil/secret.json' })).statusCode,
        ).toBe(400);
        expect(
          (await call('POST', 'storage/move', { from: 'linked/secret.json', to: 'stolen.json' })).statusCode,
        ).toBe(400);
        expect(
          (await call('POST', 'storage/move', { from: 'campaign/summer/top.json', to: 'linked/top.json' }))
            .statusCode,
        ).toBe(400);
        const fetched = await t.app.inject({ method: 'GET', url: '/campaign/evil/secret.json' });
        expect(fetched.statusCode).toBe(400);
        expect(fetched.body).not.toContain('secret"');
        const listing = await findAll('');
        expect(
          listing.items.map((i) => i.name).filter((n) => n.includes('secret') || n.startsWith('linked')),
        ).toEqual([]);
        expect((await findAll('prefix=linked/')).items).toEqual([]);
      } finally {
        await rm(join(root, 'linked'), { force: true });
        await rm(join(root, 'campaign', 'evil'), { recursive: true, force: true });
        await rm(outside, { recursive: true, force: true });
      }
    });
  });
}

storageSuite('storage on the local backend', async () => {
  const t = await createTestApp();
  return { t, root: t.config.storage.dir };
});

describe('storage listing of 10,000 objects (local backend)', { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('pages through every object once, in path order, following nextQuery.pageToken', async () => {
    const root = t.config.storage.dir;
    const expected: string[] = [];
    for (let folder = 0; folder < 10; folder++) {
      const dir = join(root, 'bulk', `f${folder}`);
      await mkdir(dir, { recursive: true });
      await Promise.all(
        Array.from({ length: 1000 }, (_, i) => {
          const name = `item-${String(i).padStart(4, '0')}.json`;
          expected.push(`bulk/f${folder}/${name}`);
          return writeFile(join(dir, name), '{}');
        }),
      );
    }
    // A name that sorts between a folder and its files in byte order ('-' < '/').
    await writeFile(join(root, 'bulk', 'f1-late.json'), '{}');
    expected.push('bulk/f1-late.json');
    expected.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

    const dev = await t.signIn(['developer']);
    const seen: string[] = [];
    let query = 'prefix=bulk/&limit=1000';
    let pages = 0;
    for (;;) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/storage/find-all?${query}`,
        headers: { 'access-token': dev },
      });
      const page = response.json() as StorageListing;
      pages++;
      expect(page.items.length).toBeLessThanOrEqual(1000);
      seen.push(...page.items.map((i) => i.name));
      if (!page.nextQuery) break;
      query = `prefix=${encodeURIComponent(page.nextQuery.prefix)}&pageToken=${page.nextQuery.pageToken}&limit=1000`;
    }
    expect(pages).toBe(11);
    expect(seen).toEqual(expected);
  });
});

// The same calls against an S3-compatible server the test starts (s3rver), through @aws-sdk/client-s3.
let s3: { close(): Promise<void> } | undefined;
storageSuite('storage on an S3-compatible backend (s3rver)', async () => {
  const base = await createTestApp();
  const maxBytes = base.config.storage.maxBytes;
  await base.close();
  const server = await startS3Storage(maxBytes);
  s3 = server;
  const t = await createTestApp({ storage: server.storage });
  return { t };
});

afterAll(async () => {
  await s3?.close();
});
