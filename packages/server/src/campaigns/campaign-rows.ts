// Rows of the campaign tables as the admin API speaks them: unix seconds, the domain's field names.
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Container } from '@eventory/domain/containers';
import type { Evaluator } from '@eventory/domain/evaluators';
import type { campaigns, containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type CampaignRow = typeof campaigns.$inferSelect;
export type LeaderboardRow = typeof leaderboards.$inferSelect;
export type ContainerRow = typeof containers.$inferSelect;
export type EvaluatorRow = typeof evaluators.$inferSelect;

export const toCampaign = (r: CampaignRow): Campaign => ({
  ID: r.id,
  URL: r.url,
  codeName: r.codeName,
  name: r.name,
  designName: r.designName,
  kind: r.kind as Campaign['kind'],
  size: r.size as Campaign['size'],
  timezone: r.timezone as Campaign['timezone'],
  durationType: r.durationType as Campaign['durationType'],
  regions: r.regions as Campaign['regions'],
  startTime: r.startTime,
  endTime: r.endTime,
  isPermanent: r.isPermanent,
  scope: r.scope,
  corporation: r.corporation,
  department: r.department,
  tagIDs: r.tagIds,
  theme: r.theme,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
});

export const toLeaderboard = (r: LeaderboardRow): Leaderboard => ({
  ID: r.id,
  eventID: r.eventId,
  groupName: r.groupName,
  designName: r.designName,
  type: r.type as Leaderboard['type'],
  startTime: r.startTime,
  endTime: r.endTime,
  endTimeCountdown: r.endTimeCountdown,
  giftIDsForAnalyzing: r.giftIds,
  isDeleted: r.isDeleted,
  containerID: r.containerId ?? 0,
  metadata: r.metadata,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
});

export const toContainer = (r: ContainerRow): Container => ({
  ID: r.id,
  type: r.type as Container['type'],
  refID: r.refId,
  refContainerType: r.refContainerType as Container['refContainerType'],
  groupName: r.groupName,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
});

export function toEvaluator(r: EvaluatorRow): Evaluator {
  const evaluator: Evaluator = {
    ID: r.id,
    targetContainerID: r.targetContainerId,
    eventType: r.eventType,
    resultKey: r.resultKey as Evaluator['resultKey'],
    judges: r.judges,
    scoreCalc: r.scoreCalc as Evaluator['scoreCalc'],
    createTime: unixSeconds(r.createdAt),
    updateTime: unixSeconds(r.updatedAt),
  };
  if (r.limit !== null) evaluator.limit = r.limit as Evaluator['limit'];
  return evaluator;
}

/** Postgres unique_violation, whichever driver (and drizzle's wrapping) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}
