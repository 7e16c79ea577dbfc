// The built product as the Chromium benchmarks run it: `packages/server/dist/main.js` on a free port with a
// fresh embedded DATA_DIR and the demo seed, waited for on /healthz, stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** name labels the temp DATA_DIR; env adds to the server's environment (e.g. INGEST_KEYS). */
export async function startProduct(name, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `eventory-${name}-`));
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The server's process id (to read its CPU time from /proc) and its DATA_DIR. */
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CLOCK_TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of a process, in ms. */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ": state is field 3, utime 14, stime 15 → indexes 11, 12 here.
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/** utime + stime in ms of every running process named `comm` (e.g. postgres, redis-server), by pid. */
export function cpuMsByCommand(comm) {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d)))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === comm) byPid.set(pid, cpuMsOf(pid));
    } catch {
      /* exited meanwhile */
    }
  return byPid;
}

/** The whole machine's CPU time from /proc/stat, in ms: busy (all but idle and iowait) and total. */
export function machineCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3] - ticks[4]) * CLOCK_TICK_MS, total: total * CLOCK_TICK_MS };
}

export const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** The server's embedded database directory opened directly (setup and references), with the extensions its
 * migrations create (packages/server/src/db/client.ts). */
export async function openEmbeddedDatabase(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite({ dataDir, extensions: { pg_trgm } });
  await db.waitReady;
  return db;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * The server to run: dist/main.js when it is newer than the server and domain sources, else a bench copy bundled
 * with esbuild into packages/server/node_modules/.cache/{cacheName}/ (dist/ is left alone).
 */
export async function serverEntry(cacheName) {
  const dist = join(root, 'packages/server/dist/main.js');
  const sources = Math.max(
    newestMtime(join(root, 'packages/server/src')),
    newestMtime(join(root, 'packages/domain/src')),
  );
  if (existsSync(dist) && statSync(dist).mtimeMs > sources) return dist;
  const outdir = join(root, `packages/server/node_modules/.cache/${cacheName}`);
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'packages/server/src/main.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@eventory/') || args.kind === 'entry-point'
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  console.log('(dist/main.js is older than the sources: bundled a bench copy of the server)');
  return join(outdir, 'main.js');
}
