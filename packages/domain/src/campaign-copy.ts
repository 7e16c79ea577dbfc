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
