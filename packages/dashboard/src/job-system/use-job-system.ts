// The job scheduler's admin API as the three job screens read it (admin spec §7 Job system): the paged
// job list, the paged executions (filtered by job and state) and the scheduler status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExecutionState, JobConfig, JobExecution, JobSystemStatus, Page } from '@eventory/domain/jobs';
import { useServices } from '../services/use-services.ts';

export const JOBS_KEY = ['job-system', 'jobs'] as const;
export const EXECUTIONS_KEY = ['job-system', 'executions'] as const;
export const STATUS_KEY = ['job-system', 'status'] as const;

export function useJobs({ limit, offset }: { limit: number; offset: number }) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...JOBS_KEY, limit, offset],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<JobConfig>>('job-system/jobs', { signal, query: { limit, offset } }),
  });
}

export function useJobExecutions({
  jobId,
  state,
  limit,
  offset,
}: {
  jobId: number | undefined;
  state: ExecutionState | undefined;
  limit: number;
  offset: number;
}) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...EXECUTIONS_KEY, jobId, state, limit, offset],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<JobExecution>>('job-system/executions', {
        signal,
        query: { jobId, state, limit, offset },
      }),
  });
}

export function useJobSystemStatus() {
  const { api } = useServices();
  return useQuery({
    queryKey: STATUS_KEY,
    refetchInterval: 5000,
    queryFn: ({ signal }) => api.get<JobSystemStatus>('job-system/status', { signal }),
  });
}
