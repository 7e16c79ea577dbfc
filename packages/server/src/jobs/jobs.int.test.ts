// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// The job scheduler through the real app (admin spec §3, §4, §7, §9; decisions/0049, 0050): every call,
// per role; runs of real commands from a jobs directory (exit codes, output tails, the timeout kill, refused
// paths), pause/resume, the cluster runner queue, lost runs, the built-in jobs and the live channel.
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import type { JobConfig, JobExecution, JobSystemStatus, Page } from '@eventory/domain/jobs';
import { LIVE_CLOSE, LIVE_PATH, type LiveMessage } from '@eventory/domain/live';
import { jobExecutions } from '../db/schema/jobs.ts';
import { adminCall, adminInject, nowSeconds } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startAppJobScheduler, startJobScheduler, type SchedulerHandle } from './job-scheduler.ts';

async function script(dir: string, name: string, body: string) {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
}

/** Whether a process runs (a killed one not yet reaped by its new parent is a zombie: not running). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
}

describe('job system', () => {
  let t: TestApp;
  let dev: string;
  let jobsDir: string;
  let outside: string;
  let scheduler: SchedulerHandle | undefined;

  beforeAll(async () => {
    jobsDir = await mkdtemp(join(tmpdir(), 'eventory-jobs-'));
    outside = await mkdtemp(join(tmpdir(), 'eventory-outside-'));
    await script(jobsDir, 'ok.sh', 'echo "hello $1 from $JOB_NAME"; echo "a warning" >&2; pwd');
    await script(jobsDir, 'fail.sh', 'echo failing; exit 3');
    await script(jobsDir, 'sleep.sh', 'echo started; sleep 30 & echo $! > sleep.pid; wait; echo never');
    await script(jobsDir, 'env.sh', 'echo "secret=[$SESSION_SECRET] db=[$DATABASE_URL]"');
    await script(jobsDir, 'noisy.sh', 'i=0; while [ $i -lt 2000 ]; do echo "line $i"; i=$((i+1)); done');
    await mkdir(join(jobsDir, 'work'));
    await script(outside, 'evil.sh', 'echo escaped');
    await symlink(join(outside, 'evil.sh'), join(jobsDir, 'link.sh'));
    t = await createTestApp({ jobsDir });
    dev = await t.signIn(['developer']);
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t.close();
    await rm(jobsDir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const create = (body: Record<string, unknown>) =>
    adminCall<JobConfig>(t, dev, 'POST', '/v1/admin/job-system/jobs', {
      name: 'a job',
      command: 'ok.sh',
      ...body,
    });
  const executionsOf = (jobId: number) =>
    adminCall<Page<JobExecution>>(t, dev, 'GET', `/v1/admin/job-system/executions?jobId=${jobId}`);
  /** Ticks until the job has a finished run; answers its latest run. */
  async function runOnce(jobId: number): Promise<JobExecution> {
    scheduler ??= startAppJobScheduler(t.app, { tickMs: 60_000, builtIns: false });
    await scheduler.tick();
    await scheduler.idle();
    const [latest] = (await executionsOf(jobId)).items;
    if (!latest) throw new Error(`job ${jobId} did not run`);
    return latest;
  }

  describe('every call is gated by jobSystem; command jobs by the developer role', () => {
    it.each([['user'], ['ToolsControl'], ['ViewOnly'], ['PermanentBaseControl']] as const)(
      '%s may not read or write jobs (403)',
      async (role) => {
        const token = await t.signIn([role]);
        for (const [method, url] of [
          ['GET', '/v1/admin/job-system/status'],
          ['PUT', '/v1/admin/job-system/status'],
          ['GET', '/v1/admin/job-system/jobs'],
          ['POST', '/v1/admin/job-system/jobs'],
          ['GET', '/v1/admin/job-system/jobs/1'],
          ['PATCH', '/v1/admin/job-system/jobs/1'],
          ['DELETE', '/v1/admin/job-system/jobs/1'],
          ['GET', '/v1/admin/job-system/executions'],
        ] as const) {
          const res = await adminInject(
            t,
            token,
            method,
            url,
            method === 'GET' || method === 'DELETE' ? undefined : {},
          );
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      },
    );

    it('signed out: 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/job-system/jobs' });
      expect(res.statusCode).toBe(401);
    });

    it('a super admin without the developer role may read jobs but not create or change a command job', async () => {
      const superAdmin = await t.signIn(['user'], { email: 'super@test.eventory.app', isSuperAdmin: true });
      expect((await adminInject(t, superAdmin, 'GET', '/v1/admin/job-system/jobs')).statusCode).toBe(200);
      const refused = await adminInject(t, superAdmin, 'POST', '/v1/admin/job-system/jobs', {
        name: 'x',
        command: 'ok.sh',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      const job = await create({ name: 'owned by dev' });
      const patchCommand = await adminInject(t, superAdmin, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, {
        args: ['x'],
      });
      expect(patchCommand.statusCode).toBe(403);
      // Its schedule is not what it runs: a super admin may pause it.
      const patchEnabled = await adminInject(t, superAdmin, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, {
        enabled: false,
      });
      expect(patchEnabled.statusCode).toBe(200);
    });
  });

  describe('job configs', () => {
    it('POST takes the §9 defaults (interval 60, timeout 60000), GET answers it, the change log has it', async () => {
      const before = Date.now();
      const job = await create({ name: '  nightly report ' });
      expect(job).toMatchObject({
        name: 'nightly report',
        type: 'command',
        interval: 60,
        timeout: 60000,
        enabled: true,
        useClusterRunner: false,
        command: 'ok.sh',
        cwd: null,
        args: [],
        startTime: null,
        endTime: null,
      });
      expect(job.nextRunAt).toBeGreaterThanOrEqual(before);
      expect(await adminCall<JobConfig>(t, dev, 'GET', `/v1/admin/job-system/jobs/${job.id}`)).toEqual(job);
      const log = await adminCall<ChangeLogPage>(
        t,
        dev,
        'GET',
        `/v1/admin/change-logs/table/job_configs/obj/${job.id}`,
      );
      expect(log.items).toMatchObject([
        { action: 'create', table: 'job_configs', email: 'developer@test.eventory.app' },
      ]);
    });

    it.each([
      [{ command: '../evil.sh' }, 'command'],
      [{ command: '/bin/sh' }, 'command'],
      [{ command: 'work/../../x' }, 'command'],
      [{ command: 'a\\b' }, 'command'],
      [{ cwd: '/tmp' }, 'cwd'],
      [{ interval: 0 }, 'interval'],
      [{ interval: 1.5 }, 'interval'],
      [{ timeout: 50 }, 'timeout'],
      [{ startTime: 2000, endTime: 1000 }, 'endTime'],
      [{ type: 'endOfLeaderboard' }, 'type'],
      [{ name: '' }, 'name'],
      [{ args: [1] }, 'args.0'],
    ])('POST %j is refused naming %s (400)', async (body, field) => {
      const res = await adminInject(t, dev, 'POST', '/v1/admin/job-system/jobs', {
        name: 'x',
        command: 'ok.sh',
        ...body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    });

    it('PATCH changes fields and reschedules; an unknown field or an inverted window is refused; DELETE removes it', async () => {
      const job = await create({ name: 'to change' });
      const later = nowSeconds() + 3600;
      const changed = await adminCall<JobConfig>(t, dev, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, {
        interval: 5,
        startTime: later,
        args: ['--fast'],
      });
      expect(changed).toMatchObject({
        interval: 5,
        startTime: later,
        args: ['--fast'],
        nextRunAt: later * 1000,
      });
      const inverted = await adminInject(t, dev, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, {
        endTime: later - 10,
      });
      expect(inverted.statusCode).toBe(400);
      expect(inverted.json()).toMatchObject({ field: 'endTime' });
      const unknown = await adminInject(t, dev, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, {
        type: 'autoPrizes',
      });
      expect(unknown.statusCode).toBe(400);
      const deleted = await adminCall<JobConfig>(t, dev, 'DELETE', `/v1/admin/job-system/jobs/${job.id}`);
      expect(deleted.id).toBe(job.id);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const gone = await adminInject(
          t,
          dev,
          method,
          `/v1/admin/job-system/jobs/${job.id}`,
          method === 'PATCH' ? { enabled: true } : undefined,
        );
        expect(gone.statusCode, method).toBe(404);
      }
      const log = await adminCall<ChangeLogPage>(
        t,
        dev,
        'GET',
        `/v1/admin/change-logs/table/job_configs/obj/${job.id}`,
      );
      expect(log.items.map((i) => i.action)).toEqual(['delete', 'update', 'create']);
    });

    it('bad ids are 400, never 500', async () => {
      for (const id of ['0', '-1', 'abc', '99999999999']) {
        const res = await adminInject(t, dev, 'GET', `/v1/admin/job-system/jobs/${id}`);
        expect(res.statusCode, id).toBe(400);
      }
      const badQuery = await adminInject(t, dev, 'GET', '/v1/admin/job-system/executions?state=bogus');
      expect(badQuery.statusCode).toBe(400);
    });

    it('the list is sorted by interval, then start and end time descending (admin spec §9), and paged', async () => {
      const base = nowSeconds() + 10_000;
      const made = [
        await create({ name: 'sort-c', interval: 7777, startTime: base, endTime: base + 100 }),
        await create({ name: 'sort-a', interval: 7777, startTime: base + 50, endTime: base + 100 }),
        await create({ name: 'sort-b', interval: 7777, startTime: base, endTime: base + 200 }),
        await create({ name: 'sort-d', interval: 7776 }),
      ];
      const all = await adminCall<Page<JobConfig>>(t, dev, 'GET', '/v1/admin/job-system/jobs?limit=200');
      const names = all.items.filter((j) => j.name.startsWith('sort-')).map((j) => j.name);
      expect(names).toEqual(['sort-d', 'sort-a', 'sort-b', 'sort-c']);
      const page = await adminCall<Page<JobConfig>>(
        t,
        dev,
        'GET',
        '/v1/admin/job-system/jobs?limit=2&offset=1',
      );
      expect(page.items).toHaveLength(2);
      expect(page.total).toBe(all.total);
      for (const job of made) await adminCall(t, dev, 'DELETE', `/v1/admin/job-system/jobs/${job.id}`);
    });
  });

  describe('runs', () => {
    it('a due job runs once: succeeded, exit code 0, stdout and stderr tails, duration; from its cwd inside the jobs directory', async () => {
      const job = await create({ name: 'greeter', args: ['world'], cwd: 'work', interval: 3600 });
      const run = await runOnce(job.id);
      expect(run).toMatchObject({
        jobID: job.id,
        jobName: 'greeter',
        state: 'succeeded',
        exitCode: 0,
        error: null,
        stderr: 'a warning\n',
      });
      expect(run.stdout).toContain('hello world from greeter');
      expect(run.stdout).toContain(join('work'));
      expect(run.durationMs).toBeGreaterThanOrEqual(0);
      expect(run.dueAt).toBe(job.nextRunAt);
      // Not due again for an hour: a second tick runs nothing.
      await runOnce(job.id);
      expect((await executionsOf(job.id)).total).toBe(1);
      const next = await adminCall<JobConfig>(t, dev, 'GET', `/v1/admin/job-system/jobs/${job.id}`);
      expect(next.nextRunAt).toBe(job.nextRunAt! + 3600_000);
    });

    it('a non-zero exit is failed with its exit code', async () => {
      const job = await create({ command: 'fail.sh' });
      expect(await runOnce(job.id)).toMatchObject({ state: 'failed', exitCode: 3, stdout: 'failing\n' });
    });

    it('a run is killed at its timeout: failed, no exit code, said so, well before the command would end', async () => {
      const job = await create({ command: 'sleep.sh', timeout: 300 });
      const started = Date.now();
      const run = await runOnce(job.id);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(run).toMatchObject({
        state: 'failed',
        exitCode: null,
        stdout: 'started\n',
        error: 'Killed at its timeout of 300 ms.',
      });
      // The whole process group went: the command's own child (sleep) is gone too.
      const sleepPid = Number(await readFile(join(jobsDir, 'sleep.pid'), 'utf8'));
      await new Promise((done) => setTimeout(done, 100));
      expect(await isRunning(sleepPid)).toBe(false);
    });

    it('stopping the server kills its running commands and says so, instead of waiting for them', async () => {
      const job = await create({ command: 'sleep.sh', timeout: 30_000 });
      const own = startJobScheduler(
        {},
        { db: t.db, live: t.app.live, ranking: t.app.ranking, jobsDir, log: t.app.log },
        { tickMs: 60_000, builtIns: false },
      );
      await own.tick();
      await new Promise((done) => setTimeout(done, 200));
      const started = Date.now();
      await own.stop();
      expect(Date.now() - started).toBeLessThan(5000);
      const [run] = (await executionsOf(job.id)).items;
      expect(run).toMatchObject({ state: 'failed', error: 'Killed: its server process was stopping.' });
    });

    it('commands see no server secrets in their environment', async () => {
      const job = await create({ command: 'env.sh' });
      expect((await runOnce(job.id)).stdout).toBe('secret=[] db=[]\n');
    });

    it('keeps only the tail of a long output', async () => {
      const job = await create({ command: 'noisy.sh' });
      const run = await runOnce(job.id);
      expect(run.stdout.length).toBeLessThanOrEqual(4096);
      expect(run.stdout.endsWith('line 1999\n')).toBe(true);
    });

    it('a symlink out of the jobs directory or a missing program is refused at run time, not run', async () => {
      const link = await create({ command: 'link.sh' });
      const run = await runOnce(link.id);
      expect(run).toMatchObject({ state: 'failed', stdout: '' });
      expect(run.error).toContain('leads outside the jobs directory');
      const missing = await create({ command: 'nope.sh' });
      expect((await runOnce(missing.id)).error).toContain('was not found');
    });

    it('jobs outside their window or disabled do not run', async () => {
      const future = await create({ startTime: nowSeconds() + 3600 });
      const disabled = await create({ enabled: false });
      scheduler ??= startAppJobScheduler(t.app, { tickMs: 60_000, builtIns: false });
      await scheduler.tick();
      await scheduler.idle();
      expect((await executionsOf(future.id)).total).toBe(0);
      expect((await executionsOf(disabled.id)).total).toBe(0);
    });

    it('pause stops runs (status says so, the change log has it); resume runs them', async () => {
      const paused = await adminCall<JobSystemStatus>(t, dev, 'PUT', '/v1/admin/job-system/status', {
        paused: true,
      });
      expect(paused).toMatchObject({ paused: true, running: true });
      const job = await create({ name: 'waits for resume' });
      await scheduler!.tick();
      await scheduler!.idle();
      expect((await executionsOf(job.id)).total).toBe(0);
      const resumed = await adminCall<JobSystemStatus>(t, dev, 'PUT', '/v1/admin/job-system/status', {
        paused: false,
      });
      expect(resumed.paused).toBe(false);
      expect(resumed.lastTickAt).toBeGreaterThan(0);
      expect((await runOnce(job.id)).state).toBe('succeeded');
      const log = await adminCall<ChangeLogPage>(t, dev, 'GET', '/v1/admin/change-logs/table/job_system');
      expect(log.items.slice(0, 2).map((i) => i.after)).toEqual([{ paused: false }, { paused: true }]);
      const bad = await adminInject(t, dev, 'PUT', '/v1/admin/job-system/status', { paused: 'yes' });
      expect(bad.statusCode).toBe(400);
    });

    it('a cluster-runner job is queued (async), then taken and run', async () => {
      const messages: LiveMessage[] = [];
      const off = t.app.live.subscribe('job-system', (m) => messages.push(m));
      const job = await create({ name: 'clustered', useClusterRunner: true });
      const run = await runOnce(job.id);
      off();
      expect(run.state).toBe('succeeded');
      const states = messages
        .filter((m): m is Extract<LiveMessage, { type: 'update-execution' }> => m.type === 'update-execution')
        .map((m) => m.execution as JobExecution)
        .filter((e) => e.jobID === job.id)
        .map((e) => e.state);
      expect(states).toEqual(['async', 'in progress', 'succeeded']);
    });

    it('every run goes out live on the job-system channel as update-execution (in progress, then its end)', async () => {
      const messages: LiveMessage[] = [];
      const off = t.app.live.subscribe('job-system', (m) => messages.push(m));
      const job = await create({ name: 'live one', command: 'fail.sh' });
      await runOnce(job.id);
      off();
      const mine = messages.filter(
        (m) => m.type === 'update-execution' && (m.execution as JobExecution).jobID === job.id,
      );
      expect(mine.map((m) => (m as { execution: JobExecution }).execution.state)).toEqual([
        'in progress',
        'failed',
      ]);
    });

    it('a developer following the job-system websocket sees the run arrive; a user without jobSystem is refused (4002)', async () => {
      const ws = await t.app.injectWS(LIVE_PATH);
      const received: LiveMessage[] = [];
      ws.on('message', (data) => received.push(JSON.parse(String(data)) as LiveMessage));
      ws.send(JSON.stringify({ channel: 'job-system', accessToken: dev }));
      await expect.poll(() => received[0]).toEqual({ type: 'subscribed', channel: 'job-system' });
      const job = await create({ name: 'over the socket' });
      await runOnce(job.id);
      await expect
        .poll(() =>
          received
            .filter((m) => m.type === 'update-execution' && (m.execution as JobExecution).jobID === job.id)
            .map((m) => (m as { execution: JobExecution }).execution.state),
        )
        .toEqual(['in progress', 'succeeded']);
      ws.terminate();

      const tools = await t.signIn(['ToolsControl']);
      const refused = await t.app.injectWS(LIVE_PATH);
      const code = new Promise<number>((done) => refused.once('close', (c) => done(c)));
      refused.send(JSON.stringify({ channel: 'job-system', accessToken: tools }));
      expect(await code).toBe(LIVE_CLOSE.forbidden);
    });

    it('a run whose process stopped reporting is marked unaware once its lease passes', async () => {
      const job = await create({ name: 'lost', enabled: false });
      await t.db.insert(jobExecutions).values({
        jobId: job.id,
        jobName: 'lost',
        state: 'in progress',
        dueAt: 1,
        startedAt: 1,
        leaseUntil: 2,
      });
      await scheduler!.tick();
      const [run] = (await executionsOf(job.id)).items;
      expect(run).toMatchObject({ state: 'unaware' });
      const filtered = await adminCall<Page<JobExecution>>(
        t,
        dev,
        'GET',
        `/v1/admin/job-system/executions?state=unaware&jobId=${job.id}`,
      );
      expect(filtered.total).toBe(1);
    });

    it('a queued run whose job is deleted before a process takes it is unknown, said live, and never runs', async () => {
      await script(jobsDir, 'hold.sh', 'cd "$(dirname "$0")"; while [ ! -e release ]; do sleep 0.05; done');
      await script(jobsDir, 'mark.sh', 'cd "$(dirname "$0")"; echo ran >> marked');
      // Four ordinary runs fill this process, so the cluster run stays queued.
      for (let i = 0; i < 4; i++) await create({ name: `hold ${i}`, command: 'hold.sh', interval: 3600 });
      const queued = await create({
        name: 'queued, then deleted',
        command: 'mark.sh',
        interval: 3600,
        useClusterRunner: true,
      });
      scheduler ??= startAppJobScheduler(t.app, { tickMs: 60_000, builtIns: false });
      await scheduler.tick();
      expect((await executionsOf(queued.id)).items.map((e) => e.state)).toEqual(['async']);

      const messages: LiveMessage[] = [];
      const off = t.app.live.subscribe('job-system', (m) => messages.push(m));
      await adminCall(t, dev, 'DELETE', `/v1/admin/job-system/jobs/${queued.id}`);
      off();
      expect(messages).toMatchObject([
        { type: 'update-execution', execution: { jobID: queued.id, state: 'unknown' } },
      ]);
      // With room again, the next tick takes the queued run from the queue and drops it.
      await writeFile(join(jobsDir, 'release'), '');
      await scheduler.idle();
      await scheduler.tick();
      await scheduler.idle();
      const all = await adminCall<Page<JobExecution>>(
        t,
        dev,
        'GET',
        '/v1/admin/job-system/executions?limit=200',
      );
      const runs = all.items.filter((e) => e.jobName === 'queued, then deleted');
      expect(runs).toMatchObject([
        { state: 'unknown', jobID: null, error: expect.stringMatching(/deleted/) },
      ]);
      await expect(readFile(join(jobsDir, 'marked'), 'utf8')).rejects.toThrow();
    });

    it('deleting a job keeps its executions under its name', async () => {
      const job = await create({ name: 'short-lived' });
      await runOnce(job.id);
      await adminCall(t, dev, 'DELETE', `/v1/admin/job-system/jobs/${job.id}`);
      const all = await adminCall<Page<JobExecution>>(
        t,
        dev,
        'GET',
        '/v1/admin/job-system/executions?limit=200',
      );
      expect(all.items.some((e) => e.jobName === 'short-lived' && e.jobID === null)).toBe(true);
    });
  });
});

describe('built-in jobs', () => {
  let t: TestApp;
  let dev: string;
  let scheduler: SchedulerHandle;
  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    scheduler = startAppJobScheduler(t.app, { tickMs: 60_000 });
    await scheduler.tick();
    await scheduler.idle();
  });
  afterAll(async () => {
    await scheduler.stop();
    await t.close();
  });

  it('the end-of-leaderboard snapshots, auto prizes, watched files and insight rollups are jobs in the list, made once, and run', async () => {
    // A second scheduler (another process) makes no second copy.
    const second = startJobScheduler(
      {},
      { db: t.db, live: t.app.live, ranking: t.app.ranking, jobsDir: t.config.jobsDir, log: t.app.log },
      { tickMs: 60_000 },
    );
    await second.tick();
    await second.stop();
    const list = await adminCall<Page<JobConfig>>(t, dev, 'GET', '/v1/admin/job-system/jobs');
    expect(list.items.map((j) => j.type).sort()).toEqual([
      'autoPrizes',
      'endOfLeaderboard',
      'insightRollup',
      'watchedFiles',
    ]);
    const executions = await adminCall<Page<JobExecution>>(t, dev, 'GET', '/v1/admin/job-system/executions');
    expect(executions.items.map((e) => e.state)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    const rollup = executions.items.find((e) => e.jobName === 'Insight rollups');
    expect(JSON.parse(rollup!.stdout)).toMatchObject({ caughtUp: true });
    const eol = executions.items.find((e) => e.jobName === 'End-of-leaderboard snapshots');
    expect(JSON.parse(eol!.stdout)).toEqual({ snapshotContainers: [] });
  });

  it('a built-in job may be disabled or re-timed, not deleted or given a command', async () => {
    const [job] = (await adminCall<Page<JobConfig>>(t, dev, 'GET', '/v1/admin/job-system/jobs')).items;
    const del = await adminInject(t, dev, 'DELETE', `/v1/admin/job-system/jobs/${job!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ errorCode: 'BUILT_IN_JOB' });
    const cmd = await adminInject(t, dev, 'PATCH', `/v1/admin/job-system/jobs/${job!.id}`, {
      command: 'ok.sh',
    });
    expect(cmd.statusCode).toBe(400);
    const off = await adminCall<JobConfig>(t, dev, 'PATCH', `/v1/admin/job-system/jobs/${job!.id}`, {
      enabled: false,
      interval: 120,
    });
    expect(off).toMatchObject({ enabled: false, interval: 120 });
  });
});
