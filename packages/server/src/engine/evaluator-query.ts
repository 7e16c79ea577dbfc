// Evaluators with the windows they score in: their target container's leaderboard and campaign.
// Ingest selects the ones of an event's type, explain selects one by id.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { campaigns, containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';

export const selectEvaluatorsWithWindows = (db: Executor) =>
  db
    .select({
      id: evaluators.id,
      eventType: evaluators.eventType,
      limit: evaluators.limit,
      targetContainerId: evaluators.targetContainerId,
      resultKey: evaluators.resultKey,
      judges: evaluators.judges,
      scoreCalc: evaluators.scoreCalc,
      leaderboard: {
        startTime: leaderboards.startTime,
        endTime: leaderboards.endTime,
        isDeleted: leaderboards.isDeleted,
      },
      campaign: {
        startTime: campaigns.startTime,
        endTime: campaigns.endTime,
        durationType: campaigns.durationType,
        timezone: campaigns.timezone,
      },
    })
    .from(evaluators)
    .innerJoin(containers, eq(containers.id, evaluators.targetContainerId))
    .leftJoin(
      leaderboards,
      and(eq(containers.refContainerType, 'Leaderboard'), eq(leaderboards.id, containers.refId)),
    )
    .leftJoin(campaigns, eq(campaigns.id, leaderboards.eventId));
