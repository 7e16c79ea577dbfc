// backends: postgres: two server processes on one PostgreSQL
// Two server processes on one PostgreSQL, each running the job scheduler (issue 15 §1; decisions/0049):
// every due run of every job happens exactly once (both send it to the pg-boss queue, one takes it). Each run appends a line to a file named by its job;
// the lines, the executions and the due times must match one to one. PostgreSQL only (PGlite is
// in-process and cannot be shared).
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobConfig, JobExecution, Page } from '@eventory/domain/jobs';
import { jobExecutions } from '../db/schema/jobs.ts';
import { adminCall } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startAppJobScheduler } from './job-scheduler.ts';

describe.runIf(process.env.TEST_DB === 'postgres')(
  'the job scheduler in two server processes on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let jobsDir: string;
    beforeAll(async () => {
      jobsDir = await mkdtemp(join(tmpdir(), 'eventory-jobs-2p-'));
      await writeFile(join(jobsDir, 'mark.sh'), '#!/bin/sh\necho "$JOB_EXECUTION_ID" >> "runs/$JOB_ID"\n');
      await chmod(join(jobsDir, 'mark.sh'), 0o755);
      await mkdir(join(jobsDir, 'runs'));
      a = await createTestApp({ jobsDir });
      b = await createTestApp({ jobsDir }, { sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await rm(jobsDir, { recursive: true, force: true });
    });

    it('never both run a due run: each due time once, each run once', async () => {
      const dev = await a.signIn(['developer']);
      // Both schedulers tick every 20 ms: every due second is contended by both. Their first tick opens the
      // job queue (pg-boss makes its schema once), before the jobs exist.
      const schedulers = [
        startAppJobScheduler(a.app, { tickMs: 20, builtIns: false }),
        startAppJobScheduler(b.app, { tickMs: 20, builtIns: false }),
      ];
      await Promise.all(schedulers.map((s) => s.tick()));
      expect(schedulers.map((s) => s.lastTickAt)).not.toContain(null);
      const jobs: JobConfig[] = [];
      for (let i = 0; i < 8; i++)
        jobs.push(
          await adminCall<JobConfig>(a, dev, 'POST', '/v1/admin/job-system/jobs', {
            name: `contended ${i}`,
            command: 'mark.sh',
            interval: 1,
            useClusterRunner: i % 2 === 1,
          }),
        );
      await new Promise((done) => setTimeout(done, 3500));
      for (const job of jobs)
        await adminCall(a, dev, 'PATCH', `/v1/admin/job-system/jobs/${job.id}`, { enabled: false });
      await Promise.all(schedulers.map((s) => s.stop()));

      for (const job of jobs) {
        const { items } = await adminCall<Page<JobExecution>>(
          b,
          dev,
          'GET',
          `/v1/admin/job-system/executions?jobId=${job.id}&limit=200`,
        );
        expect(items.length, job.name).toBeGreaterThanOrEqual(3);
        expect(
          items.every((e) => e.state === 'succeeded'),
          job.name,
        ).toBe(true);
        // One execution per due time, due times one interval apart.
        const dues = items.map((e) => e.dueAt).sort((x, y) => x - y);
        expect(new Set(dues).size).toBe(dues.length);
        for (let i = 1; i < dues.length; i++) expect(dues[i]! - dues[i - 1]!).toBeGreaterThanOrEqual(1000);
        // Each execution ran its command exactly once.
        const lines = (await readFile(join(jobsDir, 'runs', String(job.id)), 'utf8')).trim().split('\n');
        expect(lines.sort()).toEqual(items.map((e) => String(e.id)).sort());
      }
      expect((await readdir(join(jobsDir, 'runs'))).length).toBe(jobs.length);
      // Both processes took runs from the queue (the runs were really contended).
      const runners = await a.db.selectDistinct({ runner: jobExecutions.runner }).from(jobExecutions);
      expect(runners.length).toBe(2);
    });
  },
);
