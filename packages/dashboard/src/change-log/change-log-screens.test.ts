import { describe, expect, it } from 'vitest';
import { CHANGE_LOG_TABLES } from '@eventory/domain/change-log';
import { CHANGE_LOG_SCREENS } from './change-log-screens.ts';

describe('change-log screens (issue 15 §6)', () => {
  it('make every table the change log records selectable on exactly one screen', () => {
    const offered = Object.values(CHANGE_LOG_SCREENS).flatMap((screen) => [...screen.tables]);
    expect([...offered].sort()).toEqual([...CHANGE_LOG_TABLES].sort());
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('search the tables of the job, cache and function tools on their own screens', () => {
    expect(CHANGE_LOG_SCREENS.CSJobConfig.tables).toEqual(['job_configs', 'job_system']);
    expect(CHANGE_LOG_SCREENS.CSCacheConfig.tables).toEqual(['cache_configs']);
    expect(CHANGE_LOG_SCREENS.CSFunctionConfig.tables).toEqual(['function_configs']);
    expect(CHANGE_LOG_SCREENS.CSEvent.tables).toContain('votes');
    expect(CHANGE_LOG_SCREENS.CSEvent.tables).toContain('gift_buckets');
  });
});
