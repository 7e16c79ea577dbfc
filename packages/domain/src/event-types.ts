// The event types the scoring engine knows, by name and code.
// Without zod, so the event page imports it without the schema library (decision 0076).

export const EVENT_TYPES = {
  Gift: 1,
  Vote: 2,
  Aggregator: 3,
  PK: 4,
  OP: 5,
  DataCat: 6,
  StateChange: 7,
  Follow: 8,
  LiveStreaming: 9,
  View: 10,
  GameResult: 11,
  Snack: 12,
  TableUpsert: 13,
  Army: 14,
  Guardian: 15,
  UniqueView: 16,
  Recharge: 17,
  Gaming: 18,
  LeagueGift: 19,
} as const;
export type EventTypeName = keyof typeof EVENT_TYPES;
export type EventTypeCode = (typeof EVENT_TYPES)[EventTypeName];

export const eventTypeName = (code: number): EventTypeName | undefined =>
  (Object.keys(EVENT_TYPES) as EventTypeName[]).find((name) => EVENT_TYPES[name] === code);
