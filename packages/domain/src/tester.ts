// The event tester (admin spec §2 "Event tester", §7 "Test event and tester") and the simulator (issue 15
// §6): the bodies of giftbox/send, giftbox/send-labor-reward-log, giftbox/generate, leaderboard/generate,
// leaderboard/find-all and the simulator calls, and the mock-gift generator both use. Shared by the server
// and the dashboard. Decisions: docs/decisions/0056-tester-and-simulator.md.
import { z } from 'zod';
import { CONTAINER_TYPES } from './containers.ts';
import { idSchema } from './ids.ts';
import { MAX_SCORE, scoreSchema, textSchema } from './input-limits.ts';
import { seededRandom } from './seeded-random.ts';

const id = (name: string) => textSchema(name, { trim: true, min: 1, max: 128 });
const ids = (name: string, max: number) =>
  z
    .array(id(name), { error: `${name} must be a list of ids` })
    .max(max, `${name} lists at most ${max} ids`)
    .transform((list) => [...new Set(list)]);
const points = (name: string) => scoreSchema(name).min(0, `${name} must be 0 or more`);
const seed = z
  .number({ error: 'seed must be a whole number' })
  .int('seed must be a whole number')
  .min(0, 'seed must be 0 or more')
  .max(2 ** 31 - 1, 'seed is too large')
  .optional();

export const MAX_GIFTBOX_GIFTS = 500;
export const MAX_GENERATED_EVENTS = 5000;
export const MAX_GENERATED_RECORDS = 5000;

const gift = z.object({
  giftID: id('giftID'),
  senderID: id('senderID'),
  receiverID: id('receiverID'),
  point: points('point'),
  count: z
    .number()
    .int('count must be a whole number')
    .min(1, 'count must be 1 or more')
    .max(10_000)
    .default(1),
});

/** POST giftbox/send: several gifts at once, ingested as one batch at `timestamp` (default now). */
export const giftboxSendSchema = z
  .object({
    gifts: z
      .array(gift)
      .min(1, 'gifts lists at least one gift')
      .max(MAX_GIFTBOX_GIFTS, `gifts lists at most ${MAX_GIFTBOX_GIFTS} gifts`),
    timestamp: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();
export type GiftboxSend = z.infer<typeof giftboxSendSchema>;

/** POST giftbox/send-labor-reward-log: a streamer's labor reward, an OP event by the signed-in admin. */
export const laborRewardSchema = z
  .object({
    streamerID: id('streamerID'),
    point: scoreSchema('point'),
    reason: textSchema('reason', { max: 500 }).default(''),
  })
  .strict();
export type LaborReward = z.infer<typeof laborRewardSchema>;

const generatorFields = {
  count: z
    .number({ error: `count must be a whole number from 1 to ${MAX_GENERATED_EVENTS}` })
    .int(`count must be a whole number from 1 to ${MAX_GENERATED_EVENTS}`)
    .min(1, `count must be a whole number from 1 to ${MAX_GENERATED_EVENTS}`)
    .max(MAX_GENERATED_EVENTS, `count must be a whole number from 1 to ${MAX_GENERATED_EVENTS}`),
  giftIDs: ids('giftIDs', 100).default([]),
  senderIDs: ids('senderIDs', 1000).default([]),
  receiverIDs: ids('receiverIDs', 1000).default([]),
  pointMin: points('pointMin').default(1),
  pointMax: points('pointMax').default(100),
  seed,
};

const pointRange = (v: { pointMin: number; pointMax: number }, ctx: z.RefinementCtx) => {
  if (v.pointMax < v.pointMin)
    ctx.addIssue({ code: 'custom', path: ['pointMax'], message: 'pointMax must be at least pointMin' });
};

/** POST giftbox/generate: `count` mock gifts, ingested as one batch (empty lists: the demo population). */
export const giftboxGenerateSchema = z.object(generatorFields).strict().superRefine(pointRange);
export type GiftboxGenerate = z.infer<typeof giftboxGenerateSchema>;

/** POST leaderboard/generate: mock aggregation, `keys` records set straight into a container. */
export const leaderboardGenerateSchema = z
  .object({
    containerID: idSchema('containerID'),
    keys: ids('keys', MAX_GENERATED_RECORDS).default([]),
    count: z.number().int().min(1).max(MAX_GENERATED_RECORDS).default(20),
    scoreMin: points('scoreMin').default(1),
    scoreMax: points('scoreMax').default(10_000),
    seed,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.scoreMax < v.scoreMin)
      ctx.addIssue({ code: 'custom', path: ['scoreMax'], message: 'scoreMax must be at least scoreMin' });
  });
export type LeaderboardGenerate = z.infer<typeof leaderboardGenerateSchema>;

/** POST leaderboard/find-all {type}: every container of a type, to pick one to generate into. */
export const findAllContainersSchema = z
  .object({ type: z.enum(CONTAINER_TYPES, { error: `type must be one of ${CONTAINER_TYPES.join(', ')}` }) })
  .strict();

export interface FoundContainer {
  containerID: number;
  type: string;
  refID: number;
  refContainerType: string;
  groupName: string;
  records: number;
}

export interface TesterIngestResult {
  /** IDs of the events stored. */
  accepted: string[];
  duplicates: string[];
  /** Records changed, summed per (container, key). */
  effects: { containerID: number; key: string; scoreAdded: number }[];
}

export interface MockGift {
  giftID: string;
  senderID: string;
  receiverID: string;
  point: number;
}

/** `count` gifts drawn from the lists with a seeded generator: the same seed gives the same gifts. */
export function mockGifts(options: {
  count: number;
  seed: number;
  giftIDs: readonly string[];
  senderIDs: readonly string[];
  receiverIDs: readonly string[];
  pointMin: number;
  pointMax: number;
}): MockGift[] {
  const random = seededRandom(options.seed);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] ?? list[0]!;
  const span = options.pointMax - options.pointMin;
  return Array.from({ length: options.count }, () => ({
    giftID: pick(options.giftIDs),
    senderID: pick(options.senderIDs),
    receiverID: pick(options.receiverIDs),
    point: Math.min(MAX_SCORE, Math.round(options.pointMin + random() * span)),
  }));
}

// Simulator.
export const SIMULATION_STATES = ['running', 'stopped', 'finished', 'failed'] as const;
export type SimulationState = (typeof SIMULATION_STATES)[number];
export const MAX_SIMULATION_RATE = 200;
export const MAX_SIMULATION_SECONDS = 3600;

/** POST simulator/start: gifts at `rate` per second for `durationSeconds` into a campaign's boards. */
export const simulationStartSchema = z
  .object({
    campaignID: idSchema('campaignID'),
    rate: z
      .number({ error: `rate must be 1 to ${MAX_SIMULATION_RATE} events a second` })
      .int(`rate must be 1 to ${MAX_SIMULATION_RATE} events a second`)
      .min(1, `rate must be 1 to ${MAX_SIMULATION_RATE} events a second`)
      .max(MAX_SIMULATION_RATE, `rate must be 1 to ${MAX_SIMULATION_RATE} events a second`),
    durationSeconds: z
      .number({ error: `durationSeconds must be 1 to ${MAX_SIMULATION_SECONDS}` })
      .int(`durationSeconds must be 1 to ${MAX_SIMULATION_SECONDS}`)
      .min(1, `durationSeconds must be 1 to ${MAX_SIMULATION_SECONDS}`)
      .max(MAX_SIMULATION_SECONDS, `durationSeconds must be 1 to ${MAX_SIMULATION_SECONDS}`),
    giftIDs: generatorFields.giftIDs,
    senderIDs: generatorFields.senderIDs,
    receiverIDs: generatorFields.receiverIDs,
    pointMin: generatorFields.pointMin,
    pointMax: generatorFields.pointMax,
    seed,
  })
  .strict()
  .superRefine(pointRange);
export type SimulationStart = z.infer<typeof simulationStartSchema>;

export interface Simulation {
  id: number;
  campaignID: number;
  rate: number;
  durationSeconds: number;
  state: SimulationState;
  /** Events sent so far. */
  sent: number;
  /** What went wrong, for a failed run. */
  error: string;
  startedBy: string;
  /** Unix seconds. */
  startTime: number;
  endTime: number | null;
}
