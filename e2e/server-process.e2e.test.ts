// The server as a process: configuration checked at start, and graceful shutdown that finishes
// in-flight writes (Foundation §2). Runs the built bundle, as `npm start` does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const main = 'packages/server/dist/main.js';
const dataDir = mkdtempSync(join(tmpdir(), 'eventory-process-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', r)));

describe('the server process', () => {
  it('refuses to start with a bad variable and names it', () => {
    const r = spawnSync(process.execPath, [main], {
      cwd: root,
      env: { ...env, PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORT');
    expect(r.stderr).toContain('abc');
  });

  it('finishes in-flight writes on SIGTERM, and every acknowledged write is there after a restart', async () => {
    let server = await start();
    const signIn = await fetch(`${base}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@eventory.test', roles: ['developer'] }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };

    const now = Math.floor(Date.now() / 1000);
    const writes = Array.from({ length: 60 }, (_, i) =>
      fetch(`${base}/v1/admin/campaigns`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': accessToken },
        body: JSON.stringify({
          codeName: `shutdown-${i}`,
          name: `Shutdown ${i}`,
          startTime: now,
          endTime: now + 3600,
        }),
      }).then(
        (res) => res.status,
        () => 'refused' as const, // sent after the server stopped accepting: never acknowledged
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    server.kill('SIGTERM');
    const statuses = await Promise.all(writes);
    expect(await exited(server)).toBe(0);

    const acknowledged = statuses.filter((s) => s === 200).length;
    expect(acknowledged).toBeGreaterThan(0);
    // Requests that arrive while closing get 503 (not acknowledged, nothing written); nothing fails with a 500.
    expect(statuses.filter((s) => typeof s === 'number' && s >= 500 && s !== 503)).toEqual([]);

    server = await start();
    try {
      const relogin = await fetch(`${base}/v1/admin/auth/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@eventory.test', roles: ['developer'] }),
      });
      const token = ((await relogin.json()) as { accessToken: string }).accessToken;
      const list = await fetch(`${base}/v1/admin/campaigns?codeName=shutdown-&limit=500`, {
        headers: { 'access-token': token },
      });
      const { totalCount } = (await list.json()) as { totalCount: number };
      expect(totalCount).toBe(acknowledged);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  });
});
