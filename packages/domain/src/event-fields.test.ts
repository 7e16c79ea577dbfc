import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './events.ts';
import {
  EVENT_FIELD_SCHEMAS,
  MAX_EVENTS_PER_BATCH,
  checkEvent,
  ingestEventOfTest,
  namedFieldsOf,
} from './event-fields.ts';

const gift = {
  ID: 'e-1',
  type: 1,
  timestamp: 1_790_000_000_000,
  GiftID: 'rose',
  Point: 10,
  SenderID: 'a',
  ReceiverID: 'b',
};

describe('event validation (all event types with their named fields)', () => {
  it('knows every event type, the spec codes 1-13 and ours 14-19', () => {
    expect(Object.keys(EVENT_FIELD_SCHEMAS).sort()).toEqual(Object.keys(EVENT_TYPES).sort());
    expect([EVENT_TYPES.Gift, EVENT_TYPES.Vote, EVENT_TYPES.TableUpsert]).toEqual([1, 2, 13]);
    expect([EVENT_TYPES.Army, EVENT_TYPES.LeagueGift]).toEqual([14, 19]);
  });

  it('accepts a gift with its named fields and defaults Count to 1', () => {
    const r = checkEvent(gift);
    expect(r.ok && r.event.typeName).toBe('Gift');
    expect(r.ok && r.event.fields).toMatchObject({
      GiftID: 'rose',
      Point: 10,
      Count: 1,
      SenderID: 'a',
      ReceiverID: 'b',
    });
  });

  it('accepts the named fields under `fields` too', () => {
    const { GiftID, Point, SenderID, ReceiverID, ...head } = gift;
    const r = checkEvent({ ...head, fields: { GiftID, Point, SenderID, ReceiverID } });
    expect(r.ok).toBe(true);
  });

  it('refuses an unknown type and lists the known ones', () => {
    const r = checkEvent({ ...gift, type: 99 });
    expect(r).toMatchObject({ ok: false, field: 'type' });
    expect(!r.ok && r.message).toContain('Gift 1');
  });

  it('names a malformed field', () => {
    expect(checkEvent({ ...gift, Point: 'ten' })).toMatchObject({
      ok: false,
      field: 'Point',
      message: 'Point must be a number',
    });
    expect(checkEvent({ ...gift, Point: -1 })).toMatchObject({
      ok: false,
      field: 'Point',
      message: 'Point must be 0 or more',
    });
    expect(checkEvent({ ...gift, ReceiverID: '' })).toMatchObject({ ok: false, field: 'ReceiverID' });
    expect(checkEvent({ ...gift, Count: 1.5 })).toMatchObject({ ok: false, field: 'Count' });
  });

  it('names a missing envelope field', () => {
    const { ID: _id, ...noId } = gift;
    expect(checkEvent(noId)).toMatchObject({ ok: false, field: 'ID' });
    expect(checkEvent({ ...gift, timestamp: 'now' })).toMatchObject({ ok: false, field: 'timestamp' });
  });

  it('refuses what is not an object', () => {
    expect(checkEvent([gift])).toMatchObject({ ok: false, field: 'event' });
    expect(checkEvent(null)).toMatchObject({ ok: false, field: 'event' });
  });

  it('checks each type by its own fields', () => {
    const base = { ID: 'x', timestamp: 1 };
    expect(
      checkEvent({ ...base, type: EVENT_TYPES.Follow, SubscriberID: 'v', StreamerID: 's', State: 'Follow' })
        .ok,
    ).toBe(true);
    expect(
      checkEvent({ ...base, type: EVENT_TYPES.Follow, SubscriberID: 'v', StreamerID: 's', State: 'Like' }),
    ).toMatchObject({ ok: false, field: 'State' });
    expect(checkEvent({ ...base, type: EVENT_TYPES.LiveStreaming, StreamerID: 's', Duration: 3600 }).ok).toBe(
      true,
    );
    expect(
      checkEvent({
        ...base,
        type: EVENT_TYPES.Army,
        SenderID: 'v',
        StreamerID: 's',
        Rank: 'Captain',
        Period: 'days90',
        Point: 1,
      }).ok,
    ).toBe(true);
    expect(
      checkEvent({
        ...base,
        type: EVENT_TYPES.Army,
        SenderID: 'v',
        StreamerID: 's',
        Rank: 'Admiral',
        Period: 'days90',
        Point: 1,
      }),
    ).toMatchObject({ ok: false, field: 'Rank' });
  });

  it('takes up to 5,000 events per batch', () => {
    expect(MAX_EVENTS_PER_BATCH).toBe(5000);
  });
});

describe('named fields the engine reads', () => {
  it('gives a gift-like event its receiver as StreamerID, and keeps only the engine fields', () => {
    expect(
      namedFieldsOf({ GiftID: 'rose', Point: 5, Count: 2, SenderID: 'a', ReceiverID: 'b', Other: 'x' }),
    ).toEqual({ GiftID: 'rose', Point: 5, Count: 2, SenderID: 'a', ReceiverID: 'b', StreamerID: 'b' });
  });
  it("keeps a follow's own StreamerID and SubscriberID", () => {
    expect(namedFieldsOf({ SubscriberID: 'fan', StreamerID: 'luna', State: 'Follow' })).toEqual({
      SubscriberID: 'fan',
      StreamerID: 'luna',
    });
  });
  it("maps the tester's giftEvent to the Gift fields", () => {
    const e = ingestEventOfTest({
      ID: 't-1',
      source: 'eventory-tester',
      type: 1,
      timestamp: 1_790_000_000_000,
      giftEvent: { giftID: 'rose', senderID: 'a', receiverID: 'b', point: 7 },
    });
    expect(e).toEqual({
      ID: 't-1',
      type: 1,
      typeName: 'Gift',
      timestamp: 1_790_000_000_000,
      source: 'eventory-tester',
      fields: { GiftID: 'rose', Point: 7, Count: 1, SenderID: 'a', ReceiverID: 'b' },
    });
    expect(checkEvent({ ID: e.ID, type: e.type, timestamp: e.timestamp, ...e.fields }).ok).toBe(true);
  });
});
