// Start-up time: from spawning `node packages/server/dist/main.js` to its first served request
// (GET /healthz answered 200), on an empty DATA_DIR (first start: migrations + demo seed) and on a warm
// one. Reference in the same run: a bare Node HTTP server started and polled the same way.
// Run after `npm run build`: `node bench/startup.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function timeToFirstRequest(args, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not yet listening */
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const bare = `require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')`;

const reference = [];
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  reference.push(await timeToFirstRequest(['-e', bare], {}));
  const dataDir = mkdtempSync(join(tmpdir(), 'eventory-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'true' };
  cold.push(await timeToFirstRequest(['packages/server/dist/main.js'], env));
  warm.push(await timeToFirstRequest(['packages/server/dist/main.js'], env));
  rmSync(dataDir, { recursive: true, force: true });
}

const ref = median(reference);
const row = (name, xs) =>
  `${name.padEnd(38)} median ${median(xs).toFixed(0).padStart(6)} ms   (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})   ${(median(xs) / ref).toFixed(1)}x reference`;
console.log(`start to first served request, ${RUNS} runs each (target ≤ 5000 ms)`);
console.log(row('reference: bare node http server', reference));
console.log(row('eventory, empty DATA_DIR (migrate+seed)', cold));
console.log(row('eventory, warm DATA_DIR', warm));
