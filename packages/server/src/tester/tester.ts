// The event tester's service (decision 0056): gifts and labor rewards through the real ingest path, mock
// gifts, mock aggregation into a container and the containers of a type. Each call is one transaction
// with its change-log entry; the caller mirrors the effects after the commit.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { EVENT_TYPES } from '@eventory/domain/events';
import { notFound } from '@eventory/domain/errors';
import type { IngestEvent } from '@eventory/domain/event-fields';
import {
  mockGifts,
  type FoundContainer,
  type GiftboxGenerate,
  type GiftboxSend,
  type LaborReward,
  type LeaderboardGenerate,
  type MockGift,
  type TesterIngestResult,
} from '@eventory/domain/tester';
import { seededRandom } from '@eventory/domain/seeded-random';
import { recordsWriteSchema } from '@eventory/domain/container-admin';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { containers, platformUsers, records } from '../db/schema/campaigns.ts';
import { ingestBatchIn } from '../engine/ingest.ts';
import type { RecordEffect } from '../engine/record-effects.ts';
import { writeRecords } from '../containers/records-service.ts';

export const TESTER_SOURCE = 'eventory-tester';

const giftEvent = (
  g: MockGift & { count?: number },
  timestamp: number,
  source = TESTER_SOURCE,
): IngestEvent => ({
  ID: `${source}-${randomUUID()}`,
  type: EVENT_TYPES.Gift,
  typeName: 'Gift',
  timestamp,
  source,
  fields: {
    GiftID: g.giftID,
    Point: g.point,
    Count: g.count ?? 1,
    SenderID: g.senderID,
    ReceiverID: g.receiverID,
  },
});

/** Ingests in the caller's transaction (range checked event by event), logged as one entry. */
export async function ingestLogged(
  tx: Executor,
  batch: IngestEvent[],
  email: string,
  what: string,
): Promise<{ result: TesterIngestResult; effects: RecordEffect[] }> {
  const outcome = await ingestBatchIn(tx, batch);
  const result: TesterIngestResult = {
    accepted: outcome.accepted,
    duplicates: outcome.duplicates,
    effects: outcome.effects.map(({ containerID, key, scoreAdded }) => ({ containerID, key, scoreAdded })),
  };
  if (outcome.accepted.length > 0)
    await recordChange(tx, {
      email,
      table: 'events',
      objId: what,
      action: 'create',
      before: null,
      after: { events: outcome.accepted.length, first: outcome.accepted[0], effects: result.effects.length },
    });
  return { result, effects: outcome.applied };
}

export async function sendGiftbox(tx: Executor, body: GiftboxSend, email: string) {
  const at = body.timestamp ?? Date.now();
  return ingestLogged(
    tx,
    body.gifts.map((g) => giftEvent(g, at)),
    email,
    'giftbox/send',
  );
}

export async function sendLaborReward(tx: Executor, body: LaborReward, email: string) {
  const event: IngestEvent = {
    ID: `${TESTER_SOURCE}-labor-${randomUUID()}`,
    type: EVENT_TYPES.OP,
    typeName: 'OP',
    timestamp: Date.now(),
    source: TESTER_SOURCE,
    fields: {
      Operator: email,
      Key: body.streamerID,
      Point: body.point,
      ...(body.reason ? { Reason: body.reason } : {}),
    },
  };
  return ingestLogged(tx, [event], email, 'giftbox/send-labor-reward-log');
}

/** The demo population's ids when a list is empty, else placeholders. */
export async function populationOr(
  db: Executor,
  given: readonly string[],
  kind: 'viewer' | 'streamer',
): Promise<string[]> {
  if (given.length > 0) return [...given];
  const rows = await db
    .select({ id: platformUsers.userId })
    .from(platformUsers)
    .where(eq(platformUsers.kind, kind))
    .orderBy(asc(platformUsers.openId))
    .limit(200);
  return rows.length > 0
    ? rows.map((r) => r.id)
    : Array.from({ length: 5 }, (_, i) => `mock-${kind}-${i + 1}`);
}

export async function generateGiftbox(tx: Executor, body: GiftboxGenerate, email: string) {
  const gifts = mockGifts({
    count: body.count,
    seed: body.seed ?? Math.floor(Math.random() * 2 ** 31),
    giftIDs: body.giftIDs.length > 0 ? body.giftIDs : ['gift-1'],
    senderIDs: await populationOr(tx, body.senderIDs, 'viewer'),
    receiverIDs: await populationOr(tx, body.receiverIDs, 'streamer'),
    pointMin: body.pointMin,
    pointMax: body.pointMax,
  });
  const now = Date.now();
  return ingestLogged(
    tx,
    gifts.map((g) => giftEvent(g, now)),
    email,
    'giftbox/generate',
  );
}

/** Sets `count` mock records (or the given keys) into a container, scores drawn from the range. */
export async function generateRecords(tx: Executor, body: LeaderboardGenerate, email: string, nowMs: number) {
  const keys =
    body.keys.length > 0 ? body.keys : (await populationOr(tx, [], 'streamer')).slice(0, body.count);
  const random = seededRandom(body.seed ?? Math.floor(Math.random() * 2 ** 31));
  const derived: RecordEffect[] = [];
  const write = recordsWriteSchema.parse({
    records: keys.map((key) => ({
      key,
      score: Math.round(body.scoreMin + random() * (body.scoreMax - body.scoreMin)),
    })),
    options: { mode: 'set' },
  });
  const result = await writeRecords(tx, body.containerID, write, email, nowMs, derived);
  return { write, result, derived };
}

export async function findContainersOfType(db: Executor, type: string): Promise<{ items: FoundContainer[] }> {
  const rows = await db
    .select()
    .from(containers)
    .where(and(eq(containers.type, type), eq(containers.isDeleted, false)))
    .orderBy(asc(containers.id))
    .limit(1000);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ id: records.containerId, n: count() })
          .from(records)
          .where(
            inArray(
              records.containerId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(records.containerId);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return {
    items: rows.map((r) => ({
      containerID: r.id,
      type: r.type,
      refID: r.refId,
      refContainerType: r.refContainerType,
      groupName: r.groupName,
      records: byId.get(r.id) ?? 0,
    })),
  };
}

export const noContainer = (id: number) => notFound('Container', id);
