// The operators' copy-data tool (visitor spec §2, §5, §9): which rows, in what shape, and the button's label.
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';

/** Visitor spec §9: rows are queried in batches of 50; contributions 100 per user; 10 items by default. */
export const COPY_BATCH_SIZE = 50;
export const CONTRIBUTION_QUERY_COUNT = 100;
export const DEFAULT_CONTRIBUTION_ITEMS = 10;

export interface CopyParams {
  /** ?copy present: the tool shows. */
  enabled: boolean;
  count: number | undefined;
  /** ?sub: copy each row's contributors; the value is how many per row (blank = 10). */
  contributionItems: number | undefined;
  /** ?mission: copy mission progress instead of the ranking. */
  mission: boolean;
  /** ?raw: leave open ids exactly as they are. */
  raw: boolean;
  from: number | undefined;
  to: number | undefined;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
};

const flag = (query: URLSearchParams, name: string) =>
  query.has(name) && !['0', 'false'].includes((query.get(name) ?? '').toLowerCase());

/** Reads copy, count, sub, mission, raw, from and to from a location's query string. */
export function parseCopyParams(search: string): CopyParams {
  const query = new URLSearchParams(search);
  const sub = query.get('sub');
  return {
    enabled: flag(query, 'copy'),
    count: positiveInt(query.get('count')),
    contributionItems:
      sub === null ? undefined : sub.trim() === '' ? DEFAULT_CONTRIBUTION_ITEMS : positiveInt(sub),
    mission: flag(query, 'mission'),
    raw: flag(query, 'raw'),
    from: positiveInt(query.get('from')),
    to: positiveInt(query.get('to')),
  };
}

/** True when from and to make a range: from > 0, to present and to >= from (visitor spec §5). */
export const hasRange = (p: Pick<CopyParams, 'from' | 'to'>): p is { from: number; to: number } =>
  p.from !== undefined && p.from > 0 && p.to !== undefined && p.to >= p.from;

/**
 * The slice of `length` rows to copy, zero-based [start, end): a valid range starts at from - 1 and ends at
 * `to` capped to the data; a count is capped to the range's size; without a count every row in it.
 */
export function copySlice(
  length: number,
  p: Pick<CopyParams, 'from' | 'to' | 'count'>,
): { start: number; end: number } {
  let start = 0;
  let end = length;
  if (hasRange(p)) {
    start = Math.min(p.from - 1, length);
    end = Math.min(p.to, length);
  }
  if (p.count !== undefined) end = start + Math.min(p.count, end - start);
  return { start, end };
}

/** Unless raw, double quotes at the start of an open id are doubled (so a spreadsheet keeps them). */
export const copyOpenID = (openID: string, raw: boolean): string =>
  raw ? openID : openID.replace(/^"+/, (quotes) => quotes + quotes);

/** A tab or line break inside a value would split the cell; they become spaces. */
const cell = (value: string | number): string => String(value).replace(/[\t\r\n]+/g, ' ');

export const toTsv = (lines: readonly (readonly (string | number)[])[]): string =>
  lines.map((line) => line.map(cell).join('\t')).join('\n');

/** Ranking lines: rank, open id, user id, region, score. */
export function rankingLines(rows: readonly LeaderboardRow[], raw: boolean): (string | number)[][] {
  return rows.map((row) => [
    row.rank,
    copyOpenID(row.userInfo?.openID || row.userInfo?.displayName || '', raw),
    row.userInfo?.userID ?? '',
    row.userInfo?.region ?? '',
    row.score,
  ]);
}

/** Only entries with an id are queried, in batches of 50. */
export function contributionBatches(rows: readonly LeaderboardRow[]): string[][] {
  const ids = rows.map((row) => row.userInfo?.userID ?? '').filter((id) => id !== '');
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += COPY_BATCH_SIZE) batches.push(ids.slice(i, i + COPY_BATCH_SIZE));
  return batches;
}

/**
 * Contribution lines: each ranked row followed by its top contributors (open id, score). Needs a container id
 * and an item count, else nothing; with no contribution data at all it logs 'no contribution data.'.
 */
export function contributionLines(
  containerID: string,
  items: number | undefined,
  rows: readonly LeaderboardRow[],
  contributions: readonly LeaderboardRow[],
  raw: boolean,
  log: (message: string) => void = console.warn,
): (string | number)[][] {
  if (!containerID || !items) return [];
  if (contributions.length === 0) {
    log('no contribution data.');
    return [];
  }
  const bySubkey = new Map<string, LeaderboardRow[]>();
  for (const c of contributions) {
    const key = c.meta?.subkey ?? '';
    bySubkey.set(key, [...(bySubkey.get(key) ?? []), c]);
  }
  return rows.map((row) => {
    const line: (string | number)[] = [
      row.rank,
      copyOpenID(row.userInfo?.openID || row.userInfo?.displayName || '', raw),
      row.score,
    ];
    for (const c of (bySubkey.get(row.userInfo?.userID ?? '') ?? []).slice(0, items))
      line.push(copyOpenID(c.userInfo?.openID || c.userInfo?.displayName || '', raw), c.score);
    return line;
  });
}

/** One ranked user's missions as the copy tool reads them (GET /event/user-missions/{leaderboardID}/{userID}). */
export interface CopyMissionEntry {
  rank: number;
  userID: string;
  openID: string;
  missions: readonly { id: number; score: number; goal: number }[];
}

/**
 * Mission lines: one per ranked user and mission — rank, open id, user id, mission id, score, goal.
 * Nothing to copy logs 'no mission data.' (visitor spec §5).
 */
export function missionLines(
  entries: readonly CopyMissionEntry[],
  raw: boolean,
  log: (message: string) => void = console.warn,
): (string | number)[][] {
  const lines = entries.flatMap((entry) =>
    entry.missions.map((m) => [
      entry.rank,
      copyOpenID(entry.openID, raw),
      entry.userID,
      m.id,
      m.score,
      m.goal,
    ]),
  );
  if (lines.length === 0) log('no mission data.');
  return lines;
}

/** ?mission=4 names the leaderboard whose missions are copied (a bare ?mission uses the tool's prop). */
export function missionLeaderboardOf(search: string): string {
  const value = new URLSearchParams(search).get('mission')?.trim() ?? '';
  return /^\d+$/.test(value) ? value : '';
}

export type CopyLabel =
  | { key: 'copyRows'; values: [number] }
  | { key: 'copyAll'; values: [] }
  | { key: 'copyRange'; values: [number, number] }
  | { key: 'copyWaiting' | 'copyAgain' | 'copyFinished'; values: [] };

/**
 * The button's label cycle (visitor spec §2): the initial text (Copy N Rows, or Copy range from rank X - Y),
 * 'waiting..' while fetching, 'Click again' after the first copy, 'Finish copying' after two or more.
 */
export function copyLabel(state: { fetching: boolean; copies: number }, p: CopyParams): CopyLabel {
  if (state.fetching) return { key: 'copyWaiting', values: [] };
  if (state.copies >= 2) return { key: 'copyFinished', values: [] };
  if (state.copies === 1) return { key: 'copyAgain', values: [] };
  if (hasRange(p)) return { key: 'copyRange', values: [p.from, p.to] };
  if (p.count !== undefined) return { key: 'copyRows', values: [p.count] };
  return { key: 'copyAll', values: [] };
}
