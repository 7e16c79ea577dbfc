// The pure steps of scoring one event for one evaluator: does the evaluator apply (time window),
// which record key it names, and how many points it adds. Judges and limits are in judges.ts.
import type { EvaluatorInput, ScoreCalc } from '@eventory/domain/evaluators';
import type { NamedFields } from '@eventory/domain/event-fields';

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

/** Points one event is worth under a score calculation; a missing Point is 0, a missing Count 1. */
export function scoreOf(calc: ScoreCalc, fields: NamedFields): number {
  const point = typeof fields.Point === 'number' ? fields.Point : 0;
  const count = typeof fields.Count === 'number' ? fields.Count : 1;
  switch (calc.kind) {
    case 'field':
      return calc.field === 'Point' ? point : count;
    case 'product':
      return point * count;
    case 'constant':
      return calc.value;
  }
}

/**
 * The record key an event names under a result key. A gift goes to a streamer, so its StreamerID is
 * the receiver (namedFieldsOf fills it) and a follow's receiver is the streamer followed; an event
 * without the field (a gift has no SubscriberID) names nothing and the evaluator skips it.
 */
export function resultKeyOf(resultKey: EvaluatorInput['resultKey'], fields: NamedFields): string | undefined {
  const text = (v: string | number | undefined) => (v === undefined ? undefined : String(v));
  switch (resultKey) {
    case 'ReceiverID':
      return text(fields.ReceiverID ?? fields.StreamerID);
    case 'StreamerID':
      return text(fields.StreamerID ?? fields.ReceiverID);
    case 'SenderID':
      return text(fields.SenderID);
    case 'SubscriberID':
      return text(fields.SubscriberID);
  }
}
