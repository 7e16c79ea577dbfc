import { describe, expect, it } from 'vitest';
import {
  campaignWindow,
  isWithinAll,
  isWithinWindow,
  leaderboardWindow,
  resultKeyOf,
  scoreOf,
} from './scoring.ts';
import { namedFieldsOf } from '@eventory/domain/event-fields';

const gift = namedFieldsOf({
  GiftID: 'rose',
  SenderID: 'viewer-1',
  ReceiverID: 'streamer-1',
  Point: 30,
  Count: 4,
});

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
    expect(scoreOf({ kind: 'field', field: 'Count' }, { ...gift, Count: undefined })).toBe(1);
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

describe('other event types', () => {
  const follow = namedFieldsOf({ SubscriberID: 'viewer-2', StreamerID: 'streamer-2', State: 'Follow' });
  const view = namedFieldsOf({ SenderID: 'viewer-3', StreamerID: 'streamer-3', Duration: 40 });
  it('names the subscriber of a follow for SubscriberID and its streamer for StreamerID or ReceiverID', () => {
    expect(resultKeyOf('SubscriberID', follow)).toBe('viewer-2');
    expect(resultKeyOf('StreamerID', follow)).toBe('streamer-2');
    expect(resultKeyOf('ReceiverID', follow)).toBe('streamer-2');
    expect(resultKeyOf('SenderID', follow)).toBeUndefined();
  });
  it('scores an event without Point as 0 points and 1 count, a constant as the constant', () => {
    expect(scoreOf({ kind: 'field', field: 'Point' }, view)).toBe(0);
    expect(scoreOf({ kind: 'field', field: 'Count' }, view)).toBe(1);
    expect(scoreOf({ kind: 'constant', value: 3 }, view)).toBe(3);
  });
});
