import { describe, expect, it } from 'vitest';
import { DomainError } from '@eventory/domain/errors';
import {
  assertJudgesSupported,
  campaignWindow,
  isWithinAll,
  isWithinWindow,
  judgesPass,
  leaderboardWindow,
  resultKeyOf,
  scoreOf,
} from './scoring.ts';

const gift = { giftID: 'rose', senderID: 'viewer-1', receiverID: 'streamer-1', point: 30, count: 4 };

describe('time window', () => {
  it('counts an event at the first millisecond of the start second', () => {
    expect(isWithinWindow(1_000_000, { start: 1000, end: 2000 })).toBe(true);
  });
  it('ignores an event before the start', () => {
    expect(isWithinWindow(999_999, { start: 1000, end: 2000 })).toBe(false);
  });
  it('ignores an event at the end second (end is exclusive)', () => {
    expect(isWithinWindow(2_000_000, { start: 1000, end: 2000 })).toBe(false);
    expect(isWithinWindow(1_999_999, { start: 1000, end: 2000 })).toBe(true);
  });
  it('has no end for Forever campaigns', () => {
    const w = campaignWindow({ startTime: 1000, endTime: 0, durationType: 'Forever' });
    expect(isWithinWindow(9_999_999_999_999, w)).toBe(true);
  });
  it('uses the end time of Duration campaigns', () => {
    const w = campaignWindow({ startTime: 1000, endTime: 2000, durationType: 'Duration' });
    expect(w).toEqual({ start: 1000, end: 2000 });
  });
  it('treats a leaderboard end time of 0 as ending with the campaign', () => {
    expect(leaderboardWindow({ startTime: 5, endTime: 0 })).toEqual({ start: 5 });
  });
  it('needs every window open', () => {
    expect(isWithinAll(1_500_000, [{ start: 1000, end: 2000 }, { start: 1600 }])).toBe(false);
    expect(isWithinAll(1_700_000, [{ start: 1000, end: 2000 }, { start: 1600 }])).toBe(true);
  });
});

describe('score calculation', () => {
  it('takes the Point field', () => {
    expect(scoreOf({ kind: 'field', field: 'Point' }, gift)).toBe(30);
  });
  it('takes the Count field, 1 when the event has none', () => {
    expect(scoreOf({ kind: 'field', field: 'Count' }, gift)).toBe(4);
    expect(scoreOf({ kind: 'field', field: 'Count' }, { ...gift, count: undefined })).toBe(1);
  });
  it('multiplies Point by Count', () => {
    expect(scoreOf({ kind: 'product', fields: ['Point', 'Count'] }, gift)).toBe(120);
  });
  it('adds a constant whatever the gift', () => {
    expect(scoreOf({ kind: 'constant', value: 2.5 }, gift)).toBe(2.5);
  });
});

describe('result key', () => {
  it('names the receiver for ReceiverID and StreamerID', () => {
    expect(resultKeyOf('ReceiverID', gift)).toBe('streamer-1');
    expect(resultKeyOf('StreamerID', gift)).toBe('streamer-1');
  });
  it('names the sender for SenderID', () => {
    expect(resultKeyOf('SenderID', gift)).toBe('viewer-1');
  });
  it('names nothing for SubscriberID on a gift', () => {
    expect(resultKeyOf('SubscriberID', gift)).toBeUndefined();
  });
});

describe('judges', () => {
  it('lets every event pass an empty judge list', () => {
    expect(judgesPass([])).toBe(true);
  });
  it('rejects a non-empty judge list naming the field', () => {
    let error: unknown;
    try {
      assertJudgesSupported([{ logic: 'IS' }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ errorCode: 'UNSUPPORTED_JUDGES', status: 400, field: 'judges' });
  });
});
