// The pure steps of scoring one event for one evaluator: does the evaluator apply (time window,
// judges), which record key it names, and how many points it adds.
import { DomainError } from '@eventory/domain/errors';
import type { EvaluatorInput, ScoreCalc } from '@eventory/domain/containers';
import type { GiftEvent } from '@eventory/domain/events';

/** Unix-second bounds; `end` undefined = no end (Forever campaigns, leaderboards with endTime 0). */
export interface TimeWindow {
  start: number;
  end?: number;
}

/** Start inclusive, end exclusive: an event at the exact end second no longer counts. */
export function isWithinWindow(timestampMs: number, window: TimeWindow): boolean {
  if (timestampMs < window.start * 1000) return false;
  return window.end === undefined || timestampMs < window.end * 1000;
}

/** An event counts only while every window it falls under (campaign, leaderboard) is open. */
export const isWithinAll = (timestampMs: number, windows: readonly TimeWindow[]) =>
  windows.every((w) => isWithinWindow(timestampMs, w));

export function campaignWindow(campaign: {
  startTime: number;
  endTime: number;
  durationType: string;
}): TimeWindow {
  return campaign.durationType === 'Forever'
    ? { start: campaign.startTime }
    : { start: campaign.startTime, end: campaign.endTime };
}

export function leaderboardWindow(leaderboard: { startTime: number; endTime: number }): TimeWindow {
  return leaderboard.endTime === 0
    ? { start: leaderboard.startTime }
    : { start: leaderboard.startTime, end: leaderboard.endTime };
}

/** Points one gift event is worth under a score calculation. */
export function scoreOf(calc: ScoreCalc, gift: GiftEvent): number {
  const count = gift.count ?? 1;
  switch (calc.kind) {
    case 'field':
      return calc.field === 'Point' ? gift.point : count;
    case 'product':
      return gift.point * count;
    case 'constant':
      return calc.value;
  }
}

/**
 * The record key a gift event names under a result key. A gift goes to a streamer, so StreamerID is
 * the receiver; gifts carry no subscriber, so SubscriberID names nothing and the evaluator skips it.
 */
export function resultKeyOf(resultKey: EvaluatorInput['resultKey'], gift: GiftEvent): string | undefined {
  switch (resultKey) {
    case 'ReceiverID':
    case 'StreamerID':
      return gift.receiverID;
    case 'SenderID':
      return gift.senderID;
    case 'SubscriberID':
      return undefined;
  }
}

/**
 * The constraint language arrives with the scoring engine's next step; until then only the empty
 * judge list (every event counts) can be stored, so evaluation never meets anything else.
 */
export function assertJudgesSupported(judges: readonly unknown[]): void {
  if (judges.length > 0) {
    throw new DomainError(
      'UNSUPPORTED_JUDGES',
      'judges are not supported yet: leave the list empty so every matching event counts.',
      400,
      'judges',
    );
  }
}

export function judgesPass(judges: readonly unknown[]): boolean {
  assertJudgesSupported(judges);
  return true;
}
