// The ranking of each container's records, answered without touching the records table: position
// of a key, a page by offset, and the container's size and total. Two backends share this contract:
// in process (memory-index.ts) and Redis sorted sets (redis-index.ts) for several server processes.

/** One ranked record as the index knows it. */
export interface RankEntry {
  key: string;
  score: number;
  /** Unix ms of the latest event that scored; the earlier wins a score tie. */
  lastUpdateMs: number;
}

/** One increment of a batch: score += delta, lastUpdateMs = max(old, atMs). */
export interface RankIncrement {
  containerID: number;
  key: string;
  delta: number;
  atMs: number;
}

/** An entry with its 1-based rank. */
export interface RankedEntry extends RankEntry {
  rank: number;
}

/**
 * What a container's entries add up to, computed the same way from the records (the truth) and from the
 * index: a restart with Redis keeps a container whose checksums agree instead of rebuilding it (decision 0087).
 */
export interface RankChecksum {
  size: number;
  scoreSum: number;
  /** Sum of lastUpdateMs mod CHECKSUM_TIME_MODULUS (exact in a double up to 9M members). */
  timeSum: number;
  /** The largest lastUpdateMs (0 when empty). */
  maxTime: number;
}

export const CHECKSUM_TIME_MODULUS = 1_000_000_000;

export function sameChecksum(a: RankChecksum, b: RankChecksum): boolean {
  return a.size === b.size && a.scoreSum === b.scoreSum && a.timeSum === b.timeSum && a.maxTime === b.maxTime;
}

export interface ContainerStats {
  /** Ranked members. */
  size: number;
  totalScore: number;
  /** The largest lastUpdateMs seen (0 when empty). */
  updatedAtMs: number;
}

/**
 * Order: score descending, then the earlier lastUpdateMs, then key by code point (the byte order of
 * UTF-8, which is how Redis compares members). Every method is per container.
 */
export interface RankIndex {
  readonly kind: 'memory' | 'redis';
  /** Sets a key's score and last update (inserting it when new). */
  update(containerID: number, key: string, score: number, lastUpdateMs: number): Promise<void>;
  /**
   * What a committed ingest did to a record: score += delta, lastUpdateMs = max(old, atMs).
   * Commutative, so processes applying effects in different orders converge.
   */
  increment(containerID: number, key: string, delta: number, atMs: number): Promise<RankEntry>;
  /**
   * A committed batch's increments, each as increment() does, in one go: one round trip to Redis for the
   * whole batch. Nothing is answered (the mirror needs no entries back).
   */
  incrementAll(increments: readonly RankIncrement[]): Promise<void>;
  remove(containerID: number, key: string): Promise<boolean>;
  clear(containerID: number): Promise<void>;
  rankOf(containerID: number, key: string): Promise<RankedEntry | undefined>;
  /** Entries at 0-based positions offset .. offset+count-1. */
  range(containerID: number, offset: number, count: number): Promise<RankedEntry[]>;
  size(containerID: number): Promise<number>;
  stats(containerID: number): Promise<ContainerStats>;
  /** Replaces the container's entries with these (batches, so a rebuild can stream). */
  load(
    containerID: number,
    batches: AsyncIterable<readonly RankEntry[]> | Iterable<readonly RankEntry[]>,
  ): Promise<void>;
  /**
   * A number that changes whenever the container's entries change, when the backend knows it without a
   * round trip (memory); undefined otherwise (Redis: other processes write too). Lets reads cache pages.
   */
  version(containerID: number): number | undefined;
  /** The container's checksum as the index holds it (Redis: read from the sorted set itself). */
  checksum(containerID: number): Promise<RankChecksum>;
  /** Containers that hold entries (the rebuild clears those without records). */
  containerIDs(): Promise<number[]>;
  close(): Promise<void>;
}

/** Code point order of two strings (UTF-16 order differs only for astral vs U+E000..U+FFFF). */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (astral code points) sort above the BMP's U+E000..U+FFFF.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Negative when a ranks before b. */
export function compareEntries(a: RankEntry, b: RankEntry): number {
  if (a.score !== b.score) return a.score > b.score ? -1 : 1;
  if (a.lastUpdateMs !== b.lastUpdateMs) return a.lastUpdateMs - b.lastUpdateMs;
  return compareKeys(a.key, b.key);
}
