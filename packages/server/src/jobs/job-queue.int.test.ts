// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// The pg-boss queue of due runs (decisions/0049): a run sent by two processes is queued once, and taken by one.
// Two queues on one database stand for two server processes (on PGlite in one process, on PostgreSQL too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { CLUSTER_QUEUE, RUN_QUEUE, runQueueId, startJobQueue, type JobQueue } from './job-queue.ts';

describe('the job queue on pg-boss', () => {
  let t: TestApp;
  let a: JobQueue;
  let b: JobQueue;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // Started at once, as two processes may (pg-boss makes its schema and our queues once).
    [a, b] = await Promise.all([
      startJobQueue(t.db, (err) => errors.push(err)),
      startJobQueue(t.db, (err) => errors.push(err)),
    ]);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await t.close();
  });

  it('names a run by its job and due time: the same in every process, a UUID', () => {
    expect(runQueueId({ jobId: 7, dueAt: 1_000 })).toBe(runQueueId({ jobId: 7, dueAt: 1_000 }));
    expect(runQueueId({ jobId: 7, dueAt: 1_000 })).not.toBe(runQueueId({ jobId: 7, dueAt: 2_000 }));
    expect(runQueueId({ jobId: 7, dueAt: 1_000 })).not.toBe(runQueueId({ jobId: 8, dueAt: 1_000 }));
    expect(runQueueId({ jobId: 7, dueAt: 1_000 })).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('a run sent by two processes is queued once and taken by one of them', async () => {
    const run = { jobId: 41, dueAt: Date.now() };
    const sent = await Promise.all([a.send(RUN_QUEUE, run, 60), b.send(RUN_QUEUE, run, 60)]);
    expect(sent.filter(Boolean)).toEqual([true]);
    expect(await a.send(RUN_QUEUE, run, 60)).toBe(false);
    const taken = [...(await a.take(RUN_QUEUE, 10)), ...(await b.take(RUN_QUEUE, 10))];
    expect(taken).toMatchObject([{ ...run, queue: RUN_QUEUE }]);
    await a.done(taken[0]!);
    // Done, it is not taken again, nor queued again by a late send.
    expect(await a.send(RUN_QUEUE, run, 60)).toBe(false);
    expect(await b.take(RUN_QUEUE, 10)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('each queue holds its own runs; a take answers at most its limit', async () => {
    const dueAt = Date.now();
    for (let jobId = 1; jobId <= 3; jobId++) await a.send(CLUSTER_QUEUE, { jobId, dueAt }, 60);
    expect(await b.take(RUN_QUEUE, 10)).toEqual([]);
    const first = await b.take(CLUSTER_QUEUE, 2);
    const rest = await a.take(CLUSTER_QUEUE, 2);
    expect(first).toHaveLength(2);
    expect([...first, ...rest].map((r) => r.jobId).sort()).toEqual([1, 2, 3]);
    for (const run of [...first, ...rest]) await b.done(run);
  });
});
