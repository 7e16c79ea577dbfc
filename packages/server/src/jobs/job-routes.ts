// Admin API of the job scheduler (admin spec §7 Job system; decisions/0049, 0050): the scheduler status
// (pause/resume), job configs and their executions. Parse, call the job service (writes in one transaction
// with their change-log entries), shape the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EXECUTION_STATES,
  EXECUTIONS_DEFAULT_LIMIT,
  EXECUTIONS_MAX_LIMIT,
  JOBS_DEFAULT_LIMIT,
  JOBS_MAX_LIMIT,
  jobCreateSchema,
  jobPatchSchema,
  jobSystemStatusInputSchema,
  type JobSystemStatus,
} from '@eventory/domain/jobs';
import { idSchema } from '@eventory/domain/ids';
import { given, idParamsSchema, pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { schedulerOf } from './job-scheduler.ts';
import { publishExecution } from './job-tick.ts';
import {
  createJob,
  deleteJob,
  findJob,
  isSchedulerPaused,
  jobCounts,
  listExecutions,
  listJobs,
  setSchedulerPaused,
  updateJob,
} from './jobs.ts';

const jobsQuery = z.object(pagingQuery({ defaultLimit: JOBS_DEFAULT_LIMIT, maxLimit: JOBS_MAX_LIMIT }));
const executionsQuery = z.object({
  ...pagingQuery({ defaultLimit: EXECUTIONS_DEFAULT_LIMIT, maxLimit: EXECUTIONS_MAX_LIMIT }),
  jobId: given(idSchema('jobId').optional()),
  state: given(
    z.enum(EXECUTION_STATES, { error: `state must be one of ${EXECUTION_STATES.join(', ')}` }).optional(),
  ),
});

export function registerJobRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('jobSystem') };
  const write = { preHandler: app.guard('jobSystem', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  const status = async (): Promise<JobSystemStatus> => {
    const scheduler = schedulerOf(app);
    return {
      paused: await isSchedulerPaused(app.db),
      running: scheduler !== undefined,
      lastTickAt: scheduler?.lastTickAt ?? null,
      ...(await jobCounts(app.db)),
    };
  };

  app.get('/v1/admin/job-system/status', read, status);

  app.put('/v1/admin/job-system/status', write, async (request) => {
    const { paused } = parseWith(jobSystemStatusInputSchema, request.body);
    await app.db.transaction((tx) => setSchedulerPaused(tx, paused, request.admin.email));
    return status();
  });

  app.get('/v1/admin/job-system/jobs', read, async (request) =>
    listJobs(app.db, parseWith(jobsQuery, request.query, 'query')),
  );

  app.post('/v1/admin/job-system/jobs', write, async (request) => {
    const input = parseWith(jobCreateSchema, request.body);
    return app.db.transaction((tx) => createJob(tx, input, request.admin));
  });

  app.get('/v1/admin/job-system/jobs/:id', read, async (request) => findJob(app.db, idOf(request)));

  app.patch('/v1/admin/job-system/jobs/:id', write, async (request) => {
    const id = idOf(request);
    const patch = parseWith(jobPatchSchema, request.body);
    return app.db.transaction((tx) => updateJob(tx, id, patch, request.admin));
  });

  app.delete('/v1/admin/job-system/jobs/:id', write, async (request) => {
    const id = idOf(request);
    const { job, droppedRuns } = await app.db.transaction((tx) => deleteJob(tx, id, request.admin.email));
    for (const execution of droppedRuns) publishExecution(app.live, execution);
    return job;
  });

  app.get('/v1/admin/job-system/executions', read, async (request) => {
    const { jobId, state, limit, offset } = parseWith(executionsQuery, request.query, 'query');
    return listExecutions(app.db, { jobId, state }, { limit, offset });
  });
}
