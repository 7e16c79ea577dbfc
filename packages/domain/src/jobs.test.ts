import { describe, expect, it } from 'vitest';
import {
  compareJobs,
  firstDueAt,
  inJobWindow,
  jobCreateSchema,
  jobPathProblem,
  mayWriteJobCommands,
  nextDueAt,
  type JobConfig,
} from './jobs.ts';

const job = (id: number, interval: number, startTime: number | null, endTime: number | null) =>
  ({ id, interval, startTime, endTime }) as JobConfig;

describe('job rules (admin spec §3, §9; decisions 0049, 0050)', () => {
  it('sorts by interval, then start and end time descending, no bound first', () => {
    const jobs = [
      job(1, 60, 100, 200),
      job(2, 30, null, null),
      job(3, 60, 150, 200),
      job(4, 60, 100, 300),
      job(5, 60, null, 10),
    ];
    expect(jobs.sort(compareJobs).map((j) => j.id)).toEqual([2, 5, 3, 4, 1]);
  });

  it('the next due run is the first slot after now on the grid; missed slots are skipped', () => {
    const j = { interval: 10, startTime: null, endTime: null };
    expect(nextDueAt(j, 1_000_000, 1_000_000)).toBe(1_010_000);
    expect(nextDueAt(j, 1_000_000, 1_055_000)).toBe(1_060_000);
    expect(nextDueAt(j, 1_000_000, 1_060_000)).toBe(1_070_000);
  });

  it('no next run at or past the window end; runs wait for the window start', () => {
    expect(nextDueAt({ interval: 10, startTime: null, endTime: 1010 }, 1_000_000, 1_000_000)).toBeNull();
    expect(nextDueAt({ interval: 10, startTime: 2000, endTime: null }, 1_000_000, 1_000_000)).toBe(2_000_000);
    expect(firstDueAt({ startTime: 2000, endTime: null }, 1_000_000)).toBe(2_000_000);
    expect(firstDueAt({ startTime: null, endTime: null }, 1_000_000)).toBe(1_000_000);
    expect(firstDueAt({ startTime: null, endTime: 900 }, 1_000_000)).toBeNull();
    expect(inJobWindow({ startTime: 1000, endTime: 2000 }, 1_999_999)).toBe(true);
    expect(inJobWindow({ startTime: 1000, endTime: 2000 }, 2_000_000)).toBe(false);
  });

  it.each(['../x', '/bin/sh', 'a/../../b', 'a//b', './x', 'a\\b', 'C:/x', ''])(
    'refuses the path %j',
    (path) => {
      expect(jobPathProblem(path)).toBeDefined();
    },
  );

  it.each(['report.sh', 'scripts/nightly/report.sh', 'a..b/c'])('takes the path %j', (path) => {
    expect(jobPathProblem(path)).toBeUndefined();
  });

  it('takes the §9 defaults and only command jobs', () => {
    expect(jobCreateSchema.parse({ name: 'x', command: 'x.sh' })).toMatchObject({
      type: 'command',
      interval: 60,
      timeout: 60000,
      enabled: true,
      useClusterRunner: false,
      args: [],
      cwd: null,
    });
    expect(jobCreateSchema.safeParse({ name: 'x', command: 'x.sh', type: 'autoPrizes' }).success).toBe(false);
  });

  it('only the developer role writes commands', () => {
    expect(mayWriteJobCommands({ roles: ['developer'] })).toBe(true);
    expect(mayWriteJobCommands({ roles: ['ToolsControl', 'user'] })).toBe(false);
  });
});
