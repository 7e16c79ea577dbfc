// Job scheduler overhead per 1,000 due jobs (issue 15 §1, §7; decision 0049), on the built product (embedded
// PGlite): JOBS command jobs, all with the same startTime, so all fall due at the same second; each runs a
// one-line shell script from the jobs directory. Measured from the executions the scheduler records: due →
// started per run (p50, p95, max), due → the last run started and ended, and the CPU time the server process
// spent (utime + stime from /proc, the shells themselves not included) over that window, per job.
// Reference in the same run: the same number of bare `child_process.spawn`s of the same script from this
// process, all at once — the least any scheduler must do to start these runs (fork/exec, pipes, exit), so the
// ratio is what queueing each run (a pg-boss send, the job's next_run_at moved), taking it (a pg-boss fetch, the
// execution row), recording its end (the row, the pg-boss completion) and publishing it live adds. (setTimeout callbacks would be a floor of microseconds that no job runner can
// approach; the spawns are the honest floor.)
// Run after `npm run build`:  node bench/job-scheduler.mjs   (JOBS=1000)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, quantile, startProduct } from './lib/product.mjs';

const JOBS = Number(process.env.JOBS ?? 1000);
const CONCURRENCY = 8;

const jobsDir = mkdtempSync(join(tmpdir(), 'eventory-bench-jobs-'));
const script = join(jobsDir, 'noop.sh');
writeFileSync(script, '#!/bin/sh\necho done\n');
chmodSync(script, 0o755);

const stats = (xs) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs) });
const fmt = ({ p50, p95, max }) =>
  `p50 ${p50.toFixed(0).padStart(6)} ms  p95 ${p95.toFixed(0).padStart(6)} ms  max ${max.toFixed(0).padStart(6)} ms`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pool(items, worker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]);
    }),
  );
}

const product = await startProduct('bench-jobs', { APP_ENV: 'development', JOBS_DIR: jobsDir });
try {
  const session = await (
    await fetch(`${product.url}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.jobs@eventory.test' }),
    })
  ).json();
  async function call(method, path, body) {
    const res = await fetch(`${product.url}/v1/admin/${path}`, {
      method,
      headers: {
        'access-token': session.accessToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  }
  const jobBody = (n, startTime) => ({
    name: `bench ${n}`,
    interval: 86_400,
    startTime,
    timeout: 60_000,
    command: 'noop.sh',
  });

  // How fast jobs can be created, to put the common due second just after the last one exists.
  const probe = Array.from({ length: 40 }, (_, i) => i);
  const probeIds = [];
  let t0 = Date.now();
  await pool(probe, async (n) => {
    probeIds.push(
      (await call('POST', 'job-system/jobs', jobBody(`probe ${n}`, Math.floor(Date.now() / 1000) + 86_400)))
        .id,
    );
  });
  const perJob = (Date.now() - t0) / probe.length;
  await pool(probeIds, (id) => call('DELETE', `job-system/jobs/${id}`));
  const dueAtSeconds = Math.ceil((Date.now() + perJob * JOBS * 1.5 + 10_000) / 1000);
  console.log(
    `creating ${JOBS} jobs (${perJob.toFixed(1)} ms each at ${CONCURRENCY} at once), all due at ${new Date(dueAtSeconds * 1000).toISOString()}`,
  );

  const ids = new Set();
  t0 = Date.now();
  await pool(
    Array.from({ length: JOBS }, (_, i) => i),
    async (n) => ids.add((await call('POST', 'job-system/jobs', jobBody(n, dueAtSeconds))).id),
  );
  const createdAt = Date.now();
  if (createdAt >= dueAtSeconds * 1000 - 1000)
    throw new Error('creating the jobs took longer than planned: run again on a quieter machine');
  console.log(`created in ${((createdAt - t0) / 1000).toFixed(1)} s; waiting for the due second`);

  const before = (await call('GET', 'job-system/executions?limit=1')).total;
  await sleep(dueAtSeconds * 1000 - Date.now() - 300);
  const cpuBefore = cpuMsOf(product.pid);
  // Wait for every run to end (one light status call a second).
  for (;;) {
    await sleep(1000);
    const total = (await call('GET', 'job-system/executions?limit=1')).total;
    const status = await call('GET', 'job-system/status');
    if (total - before >= JOBS && status.inProgress === 0) break;
    if (Date.now() - dueAtSeconds * 1000 > 600_000) throw new Error('the runs did not end within 10 minutes');
  }
  const cpuAfter = cpuMsOf(product.pid);

  // Newest first by id; a built-in job's run inserted meanwhile shifts the pages, so runs are kept by id.
  const byId = new Map();
  for (let offset = 0; ; offset += 200) {
    const page = await call('GET', `job-system/executions?limit=200&offset=${offset}`);
    for (const r of page.items) if (ids.has(r.jobID)) byId.set(r.id, r);
    if (page.items.length < 200) break;
  }
  const runs = [...byId.values()];
  const jobsRun = new Set(runs.map((r) => r.jobID)).size;
  if (runs.length !== JOBS || jobsRun !== JOBS)
    throw new Error(`expected ${JOBS} runs of ${JOBS} jobs, found ${runs.length} runs of ${jobsRun} jobs`);
  const failed = runs.filter((r) => r.state !== 'succeeded');
  const dueMs = dueAtSeconds * 1000;
  const toStart = stats(runs.map((r) => r.startedAt - r.dueAt));
  const lastStarted = Math.max(...runs.map((r) => r.startedAt)) - dueMs;
  const lastEnded = Math.max(...runs.map((r) => r.finishedAt)) - dueMs;
  const runLength = stats(runs.map((r) => r.durationMs));
  const cpu = cpuAfter - cpuBefore;

  // Reference: the same number of bare spawns of the same script, all at once, from this process.
  const cpu0 = process.cpuUsage();
  const r0 = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - r0) / 1e6;
  const spawned = [];
  const exited = [];
  await Promise.all(
    Array.from(
      { length: JOBS },
      () =>
        new Promise((done) => {
          const child = spawn(script, [], {
            cwd: jobsDir,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          });
          child.stdout.on('data', () => {});
          child.stderr.on('data', () => {});
          child.on('spawn', () => spawned.push(since()));
          child.on('close', () => {
            exited.push(since());
            done();
          });
        }),
    ),
  );
  const cpuRef = process.cpuUsage(cpu0);
  const refCpu = (cpuRef.user + cpuRef.system) / 1000;
  const refStart = stats(spawned);
  const refLastEnded = Math.max(...exited);

  console.log(
    `\njob scheduler: ${JOBS} command jobs due at the same second (built product, PGlite, tick 1 s)`,
  );
  console.log(`due → started per run            ${fmt(toStart)}`);
  console.log(`due → last run started           ${lastStarted.toFixed(0).padStart(6)} ms`);
  console.log(`due → last run ended             ${lastEnded.toFixed(0).padStart(6)} ms`);
  console.log(`run length (durationMs)          ${fmt(runLength)}`);
  console.log(
    `server CPU over the window        ${cpu.toFixed(0).padStart(5)} ms (${(cpu / JOBS).toFixed(2)} ms per job)`,
  );
  console.log(`runs not succeeded               ${failed.length}`);
  console.log(`reference: ${JOBS} bare spawns at once`);
  console.log(`  start → spawned per run        ${fmt(refStart)}`);
  console.log(`  start → last exited            ${refLastEnded.toFixed(0).padStart(6)} ms`);
  console.log(
    `  CPU of the spawning process     ${refCpu.toFixed(0).padStart(5)} ms (${(refCpu / JOBS).toFixed(2)} ms per spawn)`,
  );
  console.log(
    `ratio: last run ended ${(lastEnded / refLastEnded).toFixed(1)}× the bare spawns' last exit; ` +
      `CPU ${(cpu / refCpu).toFixed(1)}× the bare spawns' CPU`,
  );
} finally {
  await product.stop();
  rmSync(jobsDir, { recursive: true, force: true });
}
