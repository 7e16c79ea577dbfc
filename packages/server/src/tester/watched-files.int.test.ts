// backends: once: through HTTP and services with no dialect-specific code
// The tester's watched JSON files through the real app (issue 15 §4, §6; decisions/0070): the list, add
// and remove calls per role, paths refused when they leave the storage root, and the built-in watchedFiles
// job reading uploaded files from storage: data and updatedAt set, moved when the file changes, the error
// shown when it is gone or not JSON.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import type { JobExecution, Page } from '@eventory/domain/jobs';
import type { WatchedFile, WatchedFileList } from '@eventory/domain/watched-files';
import { jobConfigs } from '../db/schema/jobs.ts';
import { startAppJobScheduler, type SchedulerHandle } from '../jobs/job-scheduler.ts';
import { adminCall, adminInject } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { formBody } from '../test/multipart.ts';

const URL = '/v1/admin/tester/watched-files';

describe('watched JSON files', { timeout: 60_000 }, () => {
  let t: TestApp;
  let dev: string;
  let tools: string;
  let editor: string;
  let scheduler: SchedulerHandle;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    tools = await t.signIn(['ToolsControl']);
    editor = await t.signIn(['user']);
    scheduler = startAppJobScheduler(t.app, { tickMs: 60_000 });
    await scheduler.tick();
    await scheduler.idle();
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t?.close();
  });

  const upload = async (filepath: string, data: string) => {
    const form = formBody([
      { name: 'filepath', value: filepath },
      { name: 'file', file: 'upload.json', data },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/storage/upload',
      payload: form.payload,
      headers: { ...form.headers, 'access-token': dev },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async () => (await adminCall<WatchedFileList>(t, tools, 'GET', URL)).items;
  const fileAt = async (path: string): Promise<WatchedFile> => {
    const file = (await list()).find((f) => f.path === path);
    if (!file) throw new Error(`${path} is not watched`);
    return file;
  };
  /** Makes the built-in job due now and lets the scheduler run it once; answers its latest run. */
  async function runWatchedFilesJob(): Promise<JobExecution> {
    const [job] = await t.db
      .update(jobConfigs)
      .set({ nextRunAt: Date.now() })
      .where(eq(jobConfigs.type, 'watchedFiles'))
      .returning();
    await scheduler.tick();
    await scheduler.idle();
    const runs = await adminCall<Page<JobExecution>>(
      t,
      dev,
      'GET',
      `/v1/admin/job-system/executions?jobId=${job!.id}`,
    );
    return runs.items[0]!;
  }

  it('only roles with the tester permission list, add or remove watched files', async () => {
    expect((await adminInject(t, editor, 'GET', URL)).statusCode).toBe(403);
    expect((await adminInject(t, editor, 'POST', URL, { path: 'campaign/x.json' })).statusCode).toBe(403);
    expect((await adminInject(t, editor, 'DELETE', `${URL}/1`)).statusCode).toBe(403);
    expect(await list()).toEqual([]);
  });

  it.each([
    ['../outside.json'],
    ['/etc/passwd.json'],
    ['campaign/../../x.json'],
    ['campaign/%2e%2e%2fx.json'],
    ['campaign\\x.json'],
    [''],
    ['campaign/notes.txt'],
  ])('refuses the path %j with a 400 naming the field', async (path) => {
    const response = await adminInject(t, tools, 'POST', URL, { path });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'path' });
  });

  it('the built-in job is in the job list with a 60 s interval', async () => {
    const jobs = await adminCall<Page<{ type: string; interval: number }>>(
      t,
      dev,
      'GET',
      '/v1/admin/job-system/jobs',
    );
    expect(jobs.items.find((j) => j.type === 'watchedFiles')).toMatchObject({ interval: 60 });
  });

  it('reads an uploaded file, moves updatedAt only when it changes, and shows the error once it is gone', async () => {
    const path = 'campaign/demo/streamers.json';
    await upload(path, JSON.stringify({ streamers: [{ id: 'a', score: 1 }] }));
    const added = await adminCall<WatchedFile>(t, tools, 'POST', URL, { path });
    expect(added).toMatchObject({ path, data: null, updatedAt: null, error: null });
    const twice = await adminInject(t, tools, 'POST', URL, { path });
    expect(twice.statusCode).toBe(409);

    const first = await runWatchedFilesJob();
    expect(first.state).toBe('succeeded');
    expect(JSON.parse(first.stdout)).toEqual({ read: 1, changed: 1, failed: 0 });
    const read = await fileAt(path);
    expect(read.data).toEqual({ streamers: [{ id: 'a', score: 1 }] });
    expect(read.updatedAt).toEqual(expect.any(Number));
    expect(read.error).toBeNull();

    // The same content (keys in another order) is no change.
    await upload(path, '{"streamers":[{"score":1,"id":"a"}]}');
    const same = await runWatchedFilesJob();
    expect(JSON.parse(same.stdout)).toEqual({ read: 1, changed: 0, failed: 0 });
    expect((await fileAt(path)).updatedAt).toBe(read.updatedAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await upload(path, JSON.stringify({ streamers: [{ id: 'a', score: 2 }] }));
    const changed = await runWatchedFilesJob();
    expect(JSON.parse(changed.stdout)).toEqual({ read: 1, changed: 1, failed: 0 });
    const after = await fileAt(path);
    expect(after.data).toEqual({ streamers: [{ id: 'a', score: 2 }] });
    expect(after.updatedAt!).toBeGreaterThan(read.updatedAt!);

    const removed = await adminInject(t, dev, 'POST', '/v1/admin/storage/delete', { filepath: path });
    expect(removed.statusCode, removed.body).toBe(200);
    const missing = await runWatchedFilesJob();
    expect(missing.state).toBe('failed');
    expect(JSON.parse(missing.stdout)).toEqual({ read: 0, changed: 0, failed: 1 });
    expect(missing.stderr).toContain(path);
    const gone = await fileAt(path);
    expect(gone.error).toMatch(/does not exist/);
    // The last data is kept beside the error.
    expect(gone.data).toEqual({ streamers: [{ id: 'a', score: 2 }] });

    await upload(path, '{"streamers": [');
    await runWatchedFilesJob();
    expect((await fileAt(path)).error).toMatch(/not JSON/);
  });

  it('removes a watched file with its change-log entries; an unknown id is 404', async () => {
    const path = 'campaign/demo/other.json';
    const added = await adminCall<WatchedFile>(t, tools, 'POST', URL, { path });
    expect((await adminInject(t, tools, 'DELETE', `${URL}/${added.id}`)).statusCode).toBe(200);
    expect((await list()).some((f) => f.path === path)).toBe(false);
    expect((await adminInject(t, tools, 'DELETE', `${URL}/${added.id}`)).statusCode).toBe(404);
    expect((await adminInject(t, tools, 'DELETE', `${URL}/abc`)).statusCode).toBe(400);
    const log = await adminCall<ChangeLogPage>(
      t,
      dev,
      'GET',
      `/v1/admin/change-logs/table/watched_files/obj/${added.id}`,
    );
    expect(log.items.map((i) => i.action).sort()).toEqual(['create', 'delete']);
  });
});
