// The area of the object an admin route acts on (admin spec §6: "The Permanent roles apply to the
// permanent-leaderboard area instead of campaigns"; issue 30 §3.1, decision 0120). The guard asks this
// module, once for every route, which campaign object the request names and whether that object belongs
// to a permanent campaign; the permission rule itself is the domain's (`canPerform` with the area).
// A route whose path names an object is listed in OBJECT_PATHS; a route that names one in its body is in
// OBJECT_BODIES; any other route with a path parameter is in NOT_CAMPAIGN_OBJECTS, and
// object-area.int.test.ts fails for a route in none of them.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Area } from '@eventory/domain/permissions';
import type { Executor } from '../db/client.ts';
import { missionRoadmaps, missions, prizes, questionnaires } from '../db/schema/campaign-content.ts';
import { campaigns, containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';
import { aggregators, replayBatches } from '../db/schema/engine-admin.ts';
import { giftBuckets } from '../db/schema/gift-buckets.ts';
import { registrations } from '../db/schema/registrations.ts';
import { simulations } from '../db/schema/simulations.ts';
import { votes } from '../db/schema/votes.ts';

/** The kinds of campaign object a route may act on. */
export type CampaignObjectKind =
  | 'campaign'
  | 'campaignKey'
  | 'container'
  | 'leaderboard'
  | 'mission'
  | 'missionRef'
  | 'vote'
  | 'questionnaire'
  | 'roadmap'
  | 'prize'
  | 'registration'
  | 'evaluator'
  | 'aggregator'
  | 'replayBatch'
  | 'simulation'
  | 'giftBucket';

/** Where a route names its object: a path parameter or a body field. */
export interface ObjectOfRoute {
  kind: CampaignObjectKind;
  from: 'params' | 'body';
  field: string;
}

/** Route paths (up to the object's parameter) and the kind of object the parameter names. */
const OBJECT_PATHS: ReadonlyArray<readonly [string, CampaignObjectKind]> = [
  ['/v1/admin/campaigns/:id', 'campaign'],
  ['/v1/admin/event/:id', 'campaign'],
  ['/v1/admin/template/:campaignId', 'campaign'],
  ['/v1/admin/template/:id', 'campaign'],
  ['/v1/admin/editor/project/:key', 'campaignKey'],
  ['/v1/admin/containers/:id', 'container'],
  ['/v1/admin/worker/containers/:id', 'container'],
  ['/v1/admin/permanent/containers/:id', 'container'],
  ['/v1/admin/leaderboards/:id', 'leaderboard'],
  ['/v1/admin/worker/leaderboards/:id', 'leaderboard'],
  ['/v1/admin/permanent/leaderboards/:id', 'leaderboard'],
  ['/v1/admin/missionrefs/two-dimensional/refID/:id', 'missionRef'],
  ['/v1/admin/missionrefs/:type/refID/:id', 'missionRef'],
  ['/v1/admin/missions/:id', 'mission'],
  ['/v1/admin/votes/:id', 'vote'],
  ['/v1/admin/questionnaires/:id', 'questionnaire'],
  ['/v1/admin/missionRoadmaps/:id', 'roadmap'],
  ['/v1/admin/prizes/:id', 'prize'],
  ['/v1/admin/registrations/:id', 'registration'],
  ['/v1/admin/evaluators/:id', 'evaluator'],
  ['/v1/admin/aggregators/:id', 'aggregator'],
  ['/v1/admin/multiple-replays/:id', 'replayBatch'],
  ['/v1/admin/simulator/:id', 'simulation'],
  ['/v1/admin/gift-bucket/bucket/:uuid', 'giftBucket'],
];

/** Routes without the object in their path that name it in the body ("METHOD url" → kind and field). */
export const OBJECT_BODIES: Readonly<Record<string, readonly [CampaignObjectKind, string]>> = {
  'POST /v1/admin/leaderboards': ['campaign', 'eventID'],
  'POST /v1/admin/questionnaires': ['campaign', 'campaignID'],
  'POST /v1/admin/missionRoadmaps': ['campaign', 'campaignID'],
  'POST /v1/admin/evaluators': ['container', 'targetContainerID'],
  'POST /v1/admin/aggregators': ['container', 'targetContainerID'],
  'POST /v1/admin/simulator/start': ['campaign', 'campaignID'],
  'POST /v1/admin/editor/projects': ['campaign', 'campaignID'],
  'POST /v1/admin/prizes/send': ['prize', 'prizeID'],
  'POST /v1/admin/prizes/recall': ['prize', 'prizeID'],
  'POST /v1/admin/leaderboard/generate': ['container', 'containerID'],
  'POST /v1/admin/containers': ['leaderboard', 'refID'],
};

/**
 * Routes with a path parameter that names no campaign object (system screens, global lists), by path
 * prefix. Their guards check the permission without an area.
 */
export const NOT_CAMPAIGN_OBJECTS: readonly string[] = [
  '/v1/admin/alpha/features/:feature',
  '/v1/admin/cache-system/',
  '/v1/admin/change-logs/',
  '/v1/admin/function/:id',
  '/v1/admin/job-system/jobs/:id',
  '/v1/admin/sign-in-system/sessions/:id',
  '/v1/admin/tags/:ID',
  '/v1/admin/tester/watched-files/:id',
  '/v1/admin/whitelist/:email',
];

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The object a route acts on, if any: from its path first, else from its body. */
export function objectOfRoute(method: string, url: string): ObjectOfRoute | undefined {
  const path = OBJECT_PATHS.find(([prefix]) => under(url, prefix));
  if (path) {
    const [prefix, kind] = path;
    return { kind, from: 'params', field: prefix.slice(prefix.lastIndexOf(':') + 1) };
  }
  const body = OBJECT_BODIES[`${method} ${url}`];
  return body ? { kind: body[0], from: 'body', field: body[1] } : undefined;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

const asId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return isId(n) ? n : undefined;
};

/** The campaigns owning a container: through its leaderboard, mission, vote or questionnaire. */
async function campaignOfContainer(db: Executor, id: number): Promise<number | undefined> {
  const owners: Array<() => Promise<Array<{ c: number }>>> = [
    () => db.select({ c: leaderboards.eventId }).from(leaderboards).where(eq(leaderboards.containerId, id)),
    () => db.select({ c: missions.campaignId }).from(missions).where(eq(missions.missionContainerId, id)),
    () => db.select({ c: votes.campaignId }).from(votes).where(eq(votes.containerId, id)),
    () =>
      db
        .select({ c: questionnaires.campaignId })
        .from(questionnaires)
        .where(eq(questionnaires.containerId, id)),
    // A container made through the containers API names its leaderboard as its ref.
    () =>
      db
        .select({ c: leaderboards.eventId })
        .from(containers)
        .innerJoin(leaderboards, eq(leaderboards.id, containers.refId))
        .where(and(eq(containers.id, id), eq(containers.refContainerType, 'Leaderboard'))),
  ];
  for (const owner of owners) {
    const [row] = await owner();
    if (row) return row.c;
  }
  return undefined;
}

async function one(query: Promise<Array<{ c: number }>>): Promise<number | undefined> {
  return (await query)[0]?.c;
}

type Resolver = (
  db: Executor,
  value: unknown,
  request: { params: unknown; query: unknown },
) => Promise<number | undefined>;

const byId =
  (find: (db: Executor, id: number) => Promise<number | undefined>): Resolver =>
  async (db, value) => {
    const id = asId(value);
    return id === undefined ? undefined : find(db, id);
  };

const campaignWhere = (db: Executor, where: SQL | undefined) =>
  one(db.select({ c: campaigns.id }).from(campaigns).where(where));

const RESOLVERS: Record<CampaignObjectKind, Resolver> = {
  campaign: byId(async (_db, id) => id),
  campaignKey: async (db, value) => {
    const id = asId(value);
    if (id !== undefined) return id;
    // Only a plausible code name reaches the query (no NUL or other text the database refuses).
    return typeof value === 'string' && /^[\w.-]{1,200}$/.test(value)
      ? campaignWhere(db, eq(campaigns.codeName, value))
      : undefined;
  },
  container: byId(campaignOfContainer),
  leaderboard: byId((db, id) =>
    one(db.select({ c: leaderboards.eventId }).from(leaderboards).where(eq(leaderboards.id, id))),
  ),
  missionRef: async (db, value, request) => {
    const params = request.params as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const type = params.type ?? query.refType ?? 'leaderboard';
    const resolver = type === 'campaign' ? 'campaign' : type === 'leaderboard' ? 'leaderboard' : 'roadmap';
    return RESOLVERS[resolver](db, value, request);
  },
  mission: byId((db, id) =>
    one(db.select({ c: missions.campaignId }).from(missions).where(eq(missions.id, id))),
  ),
  vote: byId((db, id) => one(db.select({ c: votes.campaignId }).from(votes).where(eq(votes.id, id)))),
  questionnaire: byId((db, id) =>
    one(db.select({ c: questionnaires.campaignId }).from(questionnaires).where(eq(questionnaires.id, id))),
  ),
  roadmap: byId((db, id) =>
    one(db.select({ c: missionRoadmaps.campaignId }).from(missionRoadmaps).where(eq(missionRoadmaps.id, id))),
  ),
  prize: byId((db, id) => one(db.select({ c: prizes.campaignId }).from(prizes).where(eq(prizes.id, id)))),
  registration: byId(async (db, id) => {
    const container = await one(
      db.select({ c: registrations.containerId }).from(registrations).where(eq(registrations.id, id)),
    );
    return container === undefined ? undefined : campaignOfContainer(db, container);
  }),
  evaluator: byId(async (db, id) => {
    const container = await one(
      db.select({ c: evaluators.targetContainerId }).from(evaluators).where(eq(evaluators.id, id)),
    );
    return container === undefined ? undefined : campaignOfContainer(db, container);
  }),
  aggregator: byId(async (db, id) => {
    const [row] = await db
      .select({ src: aggregators.srcContainerId, target: aggregators.targetContainerId })
      .from(aggregators)
      .where(eq(aggregators.id, id));
    if (!row) return undefined;
    return (await campaignOfContainer(db, row.target)) ?? campaignOfContainer(db, row.src);
  }),
  replayBatch: byId((db, id) =>
    one(db.select({ c: replayBatches.campaignId }).from(replayBatches).where(eq(replayBatches.id, id))),
  ),
  simulation: byId((db, id) =>
    one(db.select({ c: simulations.campaignId }).from(simulations).where(eq(simulations.id, id))),
  ),
  giftBucket: async (db, value) => {
    if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value)) return undefined;
    const container = await one(
      db
        .select({ c: giftBuckets.containerId })
        .from(giftBuckets)
        .where(eq(giftBuckets.uuid, value.toLowerCase())),
    );
    return container === undefined ? undefined : campaignOfContainer(db, container);
  },
};

/** The area of a campaign: permanent when flagged so, regular otherwise (and for no campaign at all). */
async function areaOfCampaign(db: Executor, campaignId: number | undefined): Promise<Area> {
  if (campaignId === undefined) return 'regular';
  const [row] = await db
    .select({ isPermanent: campaigns.isPermanent })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.isPermanent ? 'permanent' : 'regular';
}

/**
 * The area of the object a request acts on, or undefined for a route acting on no campaign object. An
 * object that does not exist (or an id the route will refuse) is in the regular area: the route answers
 * its 400 or 404 to whoever may act on regular campaigns, and a Permanent role learns nothing from it.
 */
export async function areaOfRequest(
  db: Executor,
  request: {
    method: string;
    routeOptions: { url?: string | undefined };
    params: unknown;
    query: unknown;
    body: unknown;
  },
): Promise<Area | undefined> {
  const object = objectOfRoute(request.method, request.routeOptions.url ?? '');
  if (!object) return undefined;
  const source = (object.from === 'params' ? request.params : request.body) as Record<string, unknown> | null;
  const value = source && typeof source === 'object' ? source[object.field] : undefined;
  return areaOfCampaign(db, await RESOLVERS[object.kind](db, value, request));
}
