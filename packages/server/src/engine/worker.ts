// "Reset the worker" of a leaderboard (admin spec §7 Workers): here, rebuilding its container's rank index
// from the records (the truth) and telling live pages; logged.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '@eventory/domain/errors';
import { recordChange } from '../change-log/change-log.ts';
import { remirrorContainer } from './record-store.ts';
import { leaderboards } from '../db/schema/campaigns.ts';

export interface WorkerReset {
  leaderboardID: number;
  containerID: number;
  /** Records now in the rank index for the container. */
  entries: number;
}

export async function resetLeaderboardWorker(
  app: FastifyInstance,
  id: number,
  email: string,
): Promise<WorkerReset> {
  const [lb] = await app.db
    .select({ containerId: leaderboards.containerId, isDeleted: leaderboards.isDeleted })
    .from(leaderboards)
    .where(eq(leaderboards.id, id));
  if (!lb || lb.isDeleted || lb.containerId === null) throw notFound('leaderboard', id);
  await remirrorContainer(app, lb.containerId);
  const entries = await app.ranking.size(lb.containerId);
  await recordChange(app.db, {
    email,
    table: 'worker',
    objId: id,
    action: 'update',
    before: null,
    after: { action: 'ResetWorkerByLeaderboard', containerID: lb.containerId, entries },
  });
  return { leaderboardID: id, containerID: lb.containerId, entries };
}
