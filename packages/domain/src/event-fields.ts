// Every event type with its named fields (admin spec §3 "Event types"), validated as the host app
// sends them to POST /v1/events. Field names are the spec's: GiftID, Point, Count, SenderID,
// ReceiverID, SubscriberID, Region, StreamerID, ... An unknown type or a malformed field is refused
// with the field named, so the host app can fix the exact event.
import { z } from 'zod';
import { EVENT_FIELDS, type EventField } from './constraints/model.ts';
import { EVENT_TYPES, eventTypeName, type EventTypeName, type TestEvent } from './events.ts';

const id = (name: string) =>
  z.string().trim().min(1, `${name} is required`).max(128, `${name} is at most 128 characters`);
const nonNegative = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite()
    .min(0, `${name} must be 0 or more`);
const count = z
  .number({ error: 'Count must be a whole number' })
  .int('Count must be a whole number')
  .min(1, 'Count must be 1 or more')
  .default(1);
const region = z.string().trim().max(16).optional();

/** The named fields of each event type. */
export const EVENT_FIELD_SCHEMAS = {
  Gift: z.object({
    GiftID: id('GiftID'),
    Point: nonNegative('Point'),
    Count: count,
    SenderID: id('SenderID'),
    ReceiverID: id('ReceiverID'),
    Region: region,
  }),
  Vote: z.object({
    VoteID: id('VoteID'),
    SenderID: id('SenderID'),
    ReceiverID: id('ReceiverID'),
    Count: count,
  }),
  Aggregator: z.object({
    ContainerID: z.number().int().positive(),
    Key: id('Key'),
    Point: z.number().finite(),
  }),
  PK: z.object({
    PKID: id('PKID'),
    StreamerID: id('StreamerID'),
    OpponentID: id('OpponentID'),
    Point: nonNegative('Point'),
    Result: z.enum(['Win', 'Lose', 'Draw']),
  }),
  OP: z.object({
    Operator: id('Operator'),
    Key: id('Key'),
    Point: z.number().finite(),
    Reason: z.string().max(500).optional(),
  }),
  DataCat: z.object({ Category: id('Category'), Key: id('Key'), Value: z.number().finite() }),
  StateChange: z.object({ StreamerID: id('StreamerID'), State: id('State') }),
  Follow: z.object({
    SubscriberID: id('SubscriberID'),
    StreamerID: id('StreamerID'),
    State: z.enum(['Follow', 'Unfollow']),
  }),
  LiveStreaming: z.object({
    StreamerID: id('StreamerID'),
    Duration: nonNegative('Duration'),
    Region: region,
  }),
  View: z.object({
    SenderID: id('SenderID'),
    StreamerID: id('StreamerID'),
    Duration: nonNegative('Duration').default(0),
  }),
  GameResult: z.object({
    GameID: id('GameID'),
    SenderID: id('SenderID'),
    Point: z.number().finite(),
    Result: z.enum(['Win', 'Lose', 'Draw']),
  }),
  Snack: z.object({
    SnackID: id('SnackID'),
    SenderID: id('SenderID'),
    ReceiverID: id('ReceiverID'),
    Point: nonNegative('Point'),
    Count: count,
  }),
  TableUpsert: z.object({
    ContainerID: z.number().int().positive(),
    Key: id('Key'),
    Values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  }),
  Army: z.object({
    SenderID: id('SenderID'),
    StreamerID: id('StreamerID'),
    Rank: z.enum(['NoArmy', 'Sergeant', 'Captain', 'Colonel', 'General', 'Corporal']),
    Period: z.enum(['days30', 'days90', 'days180']),
    Point: nonNegative('Point'),
  }),
  Guardian: z.object({ SenderID: id('SenderID'), StreamerID: id('StreamerID'), Point: nonNegative('Point') }),
  UniqueView: z.object({ SenderID: id('SenderID'), StreamerID: id('StreamerID') }),
  Recharge: z.object({ SenderID: id('SenderID'), Point: nonNegative('Point'), Region: region }),
  Gaming: z.object({
    GameID: id('GameID'),
    SenderID: id('SenderID'),
    StreamerID: id('StreamerID').optional(),
    Point: z.number().finite(),
  }),
  LeagueGift: z.object({
    LeagueID: id('LeagueID'),
    GiftID: id('GiftID'),
    Point: nonNegative('Point'),
    Count: count,
    SenderID: id('SenderID'),
    ReceiverID: id('ReceiverID'),
  }),
} satisfies Record<EventTypeName, z.ZodType>;

/** An event as it is ingested: id, type, time and the type's named fields. */
export interface IngestEvent {
  ID: string;
  type: number;
  typeName: EventTypeName;
  /** Unix milliseconds. */
  timestamp: number;
  source: string;
  fields: Record<string, unknown>;
}

export type EventCheck = { ok: true; event: IngestEvent } | { ok: false; field: string; message: string };

const envelope = z.object({
  ID: id('ID'),
  type: z.number({ error: 'type must be an event type code' }).int('type must be an event type code'),
  timestamp: z
    .number({ error: 'timestamp must be unix milliseconds' })
    .int('timestamp must be unix milliseconds')
    .positive('timestamp must be unix milliseconds'),
  source: z.string().trim().max(64).default('host-app'),
});

function firstIssue(error: z.ZodError, prefix = ''): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : prefix || 'event';
  return {
    field: prefix && issue?.path.length ? `${prefix}.${field}` : field,
    message: issue?.message ?? 'invalid value',
  };
}

/**
 * Checks one raw event: `{ID, type, timestamp, source?, ...named fields}` (the fields may also sit under
 * `fields`). Answers the normalised event or the first problem with the field it is about.
 */
export function checkEvent(raw: unknown): EventCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, field: 'event', message: 'an event must be a JSON object' };
  const head = envelope.safeParse(raw);
  if (!head.success) return { ok: false, ...firstIssue(head.error) };
  const typeName = eventTypeName(head.data.type);
  if (!typeName)
    return {
      ok: false,
      field: 'type',
      message: `unknown event type ${head.data.type}; known: ${Object.entries(EVENT_TYPES)
        .map(([n, c]) => `${n} ${c}`)
        .join(', ')}`,
    };
  const record = raw as Record<string, unknown>;
  const nested = typeof record.fields === 'object' && record.fields !== null;
  const source = nested ? record.fields : record;
  const body = EVENT_FIELD_SCHEMAS[typeName].safeParse(source);
  if (!body.success) return { ok: false, ...firstIssue(body.error, nested ? 'fields' : '') };
  return {
    ok: true,
    event: { ...head.data, typeName, fields: body.data as Record<string, unknown> },
  };
}

/** Most events ingested per request to POST /v1/events. */
export const MAX_EVENTS_PER_BATCH = 5000;

/** The fields judges, limits and result keys read (constraints/model.ts EVENT_FIELDS). */
export type NamedFields = Partial<Record<EventField, string | number>>;

/**
 * The named fields the engine reads from an event. A gift-like event (receiver, no streamer) goes to
 * a streamer, so its StreamerID is its receiver; an event without a field simply lacks it (an
 * evaluator keyed on it skips the event, a judge on it fails).
 */
export function namedFieldsOf(fields: Record<string, unknown>): NamedFields {
  const out: NamedFields = {};
  for (const name of EVENT_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) out[name] = value;
  }
  if (out.StreamerID === undefined && out.ReceiverID !== undefined) out.StreamerID = out.ReceiverID;
  return out;
}

/** The tester's gift (POST /v1/admin/event, lower-case giftEvent) as the engine ingests it. */
export function ingestEventOfTest(event: TestEvent): IngestEvent {
  const gift = event.giftEvent;
  return {
    ID: event.ID,
    type: event.type,
    typeName: 'Gift',
    timestamp: event.timestamp,
    source: event.source,
    fields: {
      GiftID: gift.giftID,
      Point: gift.point,
      Count: gift.count ?? 1,
      SenderID: gift.senderID,
      ReceiverID: gift.receiverID,
    },
  };
}
