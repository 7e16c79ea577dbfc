// Admin API for leaderboards: a leaderboard is born with the Leaderboard container that holds its
// records, in one transaction, so no leaderboard ever lacks a container.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leaderboardInputSchema, type Leaderboard, type LeaderboardInput } from '@eventory/domain/campaign';
import { DomainError } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../db/change-log.ts';
import { campaigns, containers, leaderboards } from '../db/schema/campaigns.ts';
import { parseWith } from '../http/validation.ts';
import { toContainer, toLeaderboard } from './campaign-rows.ts';

/** endTime 0 means the leaderboard runs until its campaign ends. */
function checkLeaderboardTimes(input: Pick<LeaderboardInput, 'startTime' | 'endTime'>): void {
  if (input.endTime !== 0 && input.endTime <= input.startTime)
    throw new DomainError(
      'VALIDATION_ERROR',
      'endTime: a leaderboard must end after it starts (or 0: with its campaign)',
      400,
      'endTime',
    );
}

/** Creates a leaderboard and its container; callers hold the transaction (the demo seed reuses this). */
export async function createLeaderboard(
  tx: Executor,
  input: LeaderboardInput,
  email: string,
): Promise<Leaderboard> {
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, input.eventID));
  if (!campaign)
    throw new DomainError('NOT_FOUND', `Campaign ${input.eventID} was not found.`, 404, 'eventID');
  const [inserted] = await tx
    .insert(leaderboards)
    .values({
      eventId: input.eventID,
      groupName: input.groupName,
      designName: input.designName,
      type: input.type,
      startTime: input.startTime,
      endTime: input.endTime,
      endTimeCountdown: input.endTimeCountdown,
      giftIds: input.giftIDsForAnalyzing,
    })
    .returning();
  if (!inserted) throw new Error('leaderboard insert returned no row');
  const [container] = await tx
    .insert(containers)
    .values({
      type: 'Leaderboard',
      refId: inserted.id,
      refContainerType: 'Leaderboard',
      groupName: input.groupName,
    })
    .returning();
  if (!container) throw new Error('container insert returned no row');
  const [row] = await tx
    .update(leaderboards)
    .set({ containerId: container.id })
    .where(eq(leaderboards.id, inserted.id))
    .returning();
  if (!row) throw new Error('leaderboard update returned no row');
  const leaderboard = toLeaderboard(row);
  await recordChange(tx, {
    email,
    table: 'leaderboards',
    objId: leaderboard.ID,
    action: 'create',
    before: null,
    after: leaderboard,
  });
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: container.id,
    action: 'create',
    before: null,
    after: toContainer(container),
  });
  return leaderboard;
}

export function registerLeaderboardRoutes(app: FastifyInstance): void {
  app.post(
    '/v1/admin/leaderboards',
    { preHandler: app.guard('campaignControl', { write: true }) },
    async (request) => {
      const input = parseWith(leaderboardInputSchema, request.body);
      checkLeaderboardTimes(input);
      return app.db.transaction((tx) => createLeaderboard(tx, input, request.admin.email));
    },
  );
}
