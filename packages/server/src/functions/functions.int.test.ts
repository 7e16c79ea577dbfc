// backends: once: through HTTP and services with no dialect-specific code
// The function sandbox through the real app (issue 15 §3): functions whose scripts live in storage,
// runs with default and given args, escape attempts answered as run results while the server stays up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FunctionConfig, FunctionRunResult } from '@eventory/domain/functions';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { formBody } from '../test/multipart.ts';

describe('function sandbox', { timeout: 60_000 }, () => {
  let t: TestApp;
  let dev: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.config.sandbox = { memoryMb: 32, timeoutMs: 1000, maxRuns: 2 };
    dev = await t.signIn(['developer']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = dev) =>
    t.app.inject({
      method,
      url: `/v1/admin/${url}`,
      headers: { 'access-token': token },
      ...(payload ? { payload } : {}),
    });
  const upload = async (filepath: string, code: string) => {
    const form = formBody([
      { name: 'filepath', value: filepath },
      { name: 'file', file: 'f.js', data: code },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/storage/upload',
      payload: form.payload,
      headers: { ...form.headers, 'access-token': dev },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const create = async (filepath: string, args: string[] = []) => {
    const response = await call('POST', 'function', { filepath, args });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FunctionConfig;
  };
  const run = async (id: number, body: object = {}) => {
    const response = await call('POST', `function/${id}/run`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FunctionRunResult;
  };

  it('creates, reads, replaces and deletes functions, logging each change', async () => {
    const fn = await create('functions/hello.js', ['world']);
    expect(fn).toMatchObject({ filepath: 'functions/hello.js', args: ['world'] });
    expect((await call('GET', 'function')).json()).toMatchObject({ items: [{ id: fn.id }] });
    const replaced = await call('PUT', `function/${fn.id}`, { filepath: 'functions/hi.mjs', args: [] });
    expect(replaced.json()).toMatchObject({ filepath: 'functions/hi.mjs', args: [] });
    expect((await call('DELETE', `function/${fn.id}`)).statusCode).toBe(200);
    expect((await call('GET', `function/${fn.id}`)).statusCode).toBe(404);
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'function_configs'), eq(changeLog.objId, String(fn.id))))
      .orderBy(changeLog.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses scripts outside storage paths or not JavaScript', async () => {
    for (const filepath of ['../x.js', '/etc/x.js', 'functions/x.json', '']) {
      const response = await call('POST', 'function', { filepath });
      expect(response.statusCode, filepath).toBe(400);
      expect(response.json()).toMatchObject({ field: 'filepath' });
    }
    expect((await call('POST', 'function', { filepath: 'a.js', args: [1] })).statusCode).toBe(400);
  });

  it('runs the script from storage with its default args or the args given', async () => {
    await upload('functions/greet.js', 'console.log("hello " + args.join(",")); console.error("done");');
    const fn = await create('functions/greet.js', ['ops']);
    expect(await run(fn.id)).toMatchObject({ stdout: 'hello ops\n', stderr: 'done\n', outcome: 'ok' });
    expect(await run(fn.id, { args: ['a', 'b'] })).toMatchObject({ stdout: 'hello a,b\n' });
  });

  it('answers a missing script as a conflict naming the path', async () => {
    const fn = await create('functions/missing.js');
    const response = await call('POST', `function/${fn.id}/run`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'FUNCTION_SCRIPT_MISSING' });
  });

  it('stops escape attempts with a clear error and stays up', async () => {
    const attempts: [string, string, RegExp][] = [
      [
        'functions/read-file.js',
        'console.log(require("fs").readFileSync("/etc/passwd", "utf8"))',
        /require is not defined/,
      ],
      ['functions/env.js', 'console.log(JSON.stringify(process.env))', /process is not defined/],
      ['functions/socket.js', 'fetch("http://127.0.0.1:5432")', /fetch is not defined/],
      ['functions/loop.js', 'for (;;) {}', /ran longer than 1000 ms/],
      [
        'functions/bomb.js',
        'const keep = []; for (;;) keep.push(new Array(2e6).fill(1.5));',
        /more than its 32 MiB/,
      ],
      // Strings may live outside the isolate's counted heap for a while; the clock still stops them.
      [
        'functions/string-bomb.js',
        'const a = []; for (;;) a.push("x".repeat(1e6) + Math.random());',
        /^Stopped: /,
      ],
    ];
    for (const [path, code, message] of attempts) {
      await upload(path, code);
      const fn = await create(path);
      // The heap limit is noticed at a collection, which a busy machine may take a while to reach: the
      // memory bomb gets a generous clock so only its heap limit can stop it.
      t.config.sandbox.timeoutMs = path === 'functions/bomb.js' ? 20_000 : 1000;
      const result = await run(fn.id);
      expect(result.outcome, path).not.toBe('ok');
      expect(result.stderr, path).toMatch(message);
      expect(result.stdout, path).toBe('');
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('gates on functionSystem; read-only users may not run', async () => {
    const viewOnly = await t.signIn(['ViewOnly']);
    expect((await call('GET', 'function', undefined, viewOnly)).statusCode).toBe(403);
    const readonly = await t.signIn(['developer'], { email: 'ro-fn@test.eventory.app', readonly: true });
    expect((await call('GET', 'function', undefined, readonly)).statusCode).toBe(200);
    expect((await call('POST', 'function/1/run', {}, readonly)).statusCode).toBe(403);
  });
});
