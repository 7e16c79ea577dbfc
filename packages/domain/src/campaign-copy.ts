// Copy with id remap (admin spec §5): when a campaign is copied (or imported), ids inside its data
// that name the campaign, its leaderboards, their containers or its votes are rewritten to the new ones. Ids
// that match nothing copied (another campaign's container, say) are left alone.
//
// Two places hold ids:
// - references: object entries whose key names a campaign, leaderboard or container id
//   (see referenceKindOf). Values are numbers or numeric strings
//   (leaderboard metadata values are strings), and keep their type.
// - timestamp queries: text naming an entity's time as `{kind}:{id}` followed by the field, e.g.
//   "leaderboard:42.endTime" or "campaign:10001.startTime+3600", alone or inside a longer string.

export type IdKind = 'campaign' | 'leaderboard' | 'container' | 'vote';

export type IdRemap = Record<IdKind, ReadonlyMap<number, number>>;

const REFERENCE_SUFFIXES: [string, IdKind][] = [
  ['campaignid', 'campaign'],
  ['leaderboardid', 'leaderboard'],
  ['containerid', 'container'],
  ['voteid', 'vote'],
];

/**
 * The kind of id an object key holds, if it is a reference key: "eventID" (a leaderboard's
 * campaign), or any key ending in CampaignID, LeaderboardID or ContainerID, singular or plural
 * (targetContainerID, relatedLeaderboardId, containerIDs...).
 */
export function referenceKindOf(key: string): IdKind | undefined {
  const k = key.toLowerCase().replace(/s$/, '');
  if (k === 'eventid') return 'campaign';
  return REFERENCE_SUFFIXES.find(([suffix]) => k.endsWith(suffix))?.[1];
}

const TIMESTAMP_QUERY = /\b(campaign|leaderboard|container|vote):(\d+)\b/gi;

/** Rewrites the ids of the timestamp queries inside a text. */
export function remapTimestampQueries(text: string, remap: IdRemap): string {
  return text.replace(TIMESTAMP_QUERY, (whole, kind: string, id: string) => {
    const next = remap[kind.toLowerCase() as IdKind].get(Number(id));
    return next === undefined ? whole : `${kind}:${next}`;
  });
}

function remapReference(value: unknown, kind: IdKind, remap: IdRemap): unknown {
  if (typeof value === 'number') return remap[kind].get(value) ?? value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const next = remap[kind].get(Number(value.trim()));
    return next === undefined ? value : String(next);
  }
  if (Array.isArray(value)) return value.map((v) => remapReference(v, kind, remap));
  return remapIds(value, remap);
}

/** A deep copy of `value` with its references and timestamp queries remapped. */
export function remapIds<T>(value: T, remap: IdRemap): T {
  return walk(value, remap) as T;
}

function walk(value: unknown, remap: IdRemap): unknown {
  if (typeof value === 'string') return remapTimestampQueries(value, remap);
  if (Array.isArray(value)) return value.map((v) => walk(v, remap));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kind = referenceKindOf(key);
      out[key] = kind === undefined ? walk(v, remap) : remapReference(v, kind, remap);
    }
    return out;
  }
  return value;
}

export const emptyIdRemap = (): IdRemap => ({
  campaign: new Map(),
  leaderboard: new Map(),
  container: new Map(),
  vote: new Map(),
});

/**
 * The fetcher kinds that name ids (decision 0047, visitor spec §7): the shape of their target and the kind of
 * every number in it. `eventory:ID`, `top-count:ID,ID` and `campaign-leaderboard:container-ID` read containers;
 * `voteapi:ID` and `mktevent:vote-ID` read votes. Other kinds (custom URLs, files) name none.
 */
const FETCHER_TARGETS: Readonly<Record<string, { shape: RegExp; kind: IdKind }>> = {
  eventory: { shape: /^\s*\d+\s*$/, kind: 'container' },
  'top-count': { shape: /^[\d\s,]+$/, kind: 'container' },
  'campaign-leaderboard': { shape: /^\s*container-\d+\s*$/, kind: 'container' },
  voteapi: { shape: /^\s*\d+\s*$/, kind: 'vote' },
  mktevent: { shape: /^\s*vote-\d+\s*$/, kind: 'vote' },
};

/** A fetcher's `kind:target` with the ids it names rewritten; a bare number is eventory's container. */
export function remapFetcher(text: string, remap: IdRemap): string {
  const match = /^([a-z][a-z-]*):(.*)$/s.exec(text.trim());
  const [kind, target] = match ? [match[1] ?? '', match[2] ?? ''] : ['', text];
  const rule = !match
    ? FETCHER_TARGETS.eventory
    : Object.hasOwn(FETCHER_TARGETS, kind)
      ? FETCHER_TARGETS[kind]
      : undefined;
  if (!rule || !rule.shape.test(target)) return text;
  const ids = remap[rule.kind];
  const rewritten = target.replace(/\d+/g, (digits) => String(ids.get(Number(digits)) ?? digits));
  return match ? `${kind}:${rewritten}` : rewritten;
}

/** What a mission list's refID names, by its refType (block catalogue: leaderboard by default). */
const MISSION_REF_KINDS: Readonly<Record<string, IdKind | 'roadmap'>> = {
  leaderboard: 'leaderboard',
  campaign: 'campaign',
  missionRoadmap: 'roadmap',
};

interface PageNode {
  type: string;
  props?: Record<string, unknown>;
  children?: PageNode[];
}

/** One block's own ids that no reference key names: a mission list's refID, the ids in its fetchers. */
function remapBlockProps(node: PageNode, remap: IdRemap, roadmaps: ReadonlyMap<number, number>): PageNode {
  if (!node.props) return node;
  const props = { ...node.props };
  for (const [key, value] of Object.entries(props))
    if (/fetcher$/i.test(key) && typeof value === 'string') props[key] = remapFetcher(value, remap);
  if (node.type === 'MissionList') {
    const refType = typeof props.refType === 'string' ? props.refType : 'leaderboard';
    const kind = Object.hasOwn(MISSION_REF_KINDS, refType) ? MISSION_REF_KINDS[refType] : undefined;
    const ids = kind === undefined ? undefined : kind === 'roadmap' ? roadmaps : remap[kind];
    if (ids) props.refID = remapRefID(props.refID, ids);
  }
  return { ...node, props };
}

function remapRefID(value: unknown, ids: ReadonlyMap<number, number>): unknown {
  if (typeof value === 'number') return ids.get(value) ?? value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const next = ids.get(Number(value.trim()));
    return next === undefined ? value : String(next);
  }
  return value;
}

/**
 * A copied page (a blueprint) with every id it holds remapped (issue 30 §2.6, admin spec §5): the reference
 * keys and timestamp queries of `remapIds`, a mission list's refID by its refType (`roadmaps`: old mission
 * roadmap id → new), and the containers and votes its fetchers name. A deep copy; the source is unchanged.
 */
export function remapPageIds<T extends PageNode>(
  blueprint: T,
  remap: IdRemap,
  roadmaps: ReadonlyMap<number, number> = new Map(),
): T {
  const visit = (node: PageNode): PageNode => {
    const own = remapBlockProps(node, remap, roadmaps);
    return own.children ? { ...own, children: own.children.map(visit) } : own;
  };
  return visit(remapIds(blueprint, remap)) as T;
}
