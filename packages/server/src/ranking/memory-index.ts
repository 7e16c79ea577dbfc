// The in-process rank index: per container, the members in rank order as a list of sorted blocks
// (each at most MAX_BLOCK long) with a Fenwick tree over the block sizes, plus a compact hash table
// key → slot (member-keys.ts).
// That is a two-level counted B-tree: rank of a key and the entry at an offset are O(log n); an
// update is two binary searches plus a splice inside one block (bounded by MAX_BLOCK), and the
// Fenwick tree is rebuilt only when a block splits or disappears (O(n / block) every ~block/2 inserts).
import { MemberKeys } from './member-keys.ts';
import {
  CHECKSUM_TIME_MODULUS,
  type ContainerStats,
  type RankChecksum,
  type RankEntry,
  type RankIncrement,
  type RankIndex,
  type RankedEntry,
} from './rank-index.ts';
import { snapshotBatches, takeRankSnapshot, writeRankSnapshot } from './rank-snapshot.ts';

const MAX_BLOCK = 512;
let versions = 0;
const MIN_BLOCK = 64;

class Fenwick {
  tree: Float64Array;
  constructor(sizes: readonly number[]) {
    const n = sizes.length;
    this.tree = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) {
      const j = i + 1;
      this.tree[j]! += sizes[i]!;
      const parent = j + (j & -j);
      if (parent <= n) this.tree[parent]! += this.tree[j]!;
    }
  }
  add(i: number, delta: number): void {
    for (let j = i + 1; j < this.tree.length; j += j & -j) this.tree[j]! += delta;
  }
  /** Sum of sizes of blocks 0..i-1. */
  before(i: number): number {
    let s = 0;
    for (let j = i; j > 0; j -= j & -j) s += this.tree[j]!;
    return s;
  }
  /** The block holding position pos (0-based) and the position inside it; pos < total. */
  find(pos: number): [block: number, inside: number] {
    let j = 0;
    let rest = pos;
    let step = 1;
    while (step * 2 < this.tree.length) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = j + step;
      if (next < this.tree.length && this.tree[next]! <= rest) {
        j = next;
        rest -= this.tree[next]!;
      }
    }
    return [j, rest];
  }
}

/**
 * One container's ranking. Members live in parallel arrays by slot (key, score, last update), so a
 * member costs its key (16 bytes for a UUID, MemberKeys), two doubles, a hash-table cell and a block
 * slot, and no object of its own.
 */
export class ContainerRanking {
  private blocks: number[][] = [];
  private counts = new Fenwick([]);
  private readonly keys = new MemberKeys();
  /** Slots handed out so far (the next new slot when none is free). */
  private slotsUsed = 0;
  private scores = new Float64Array(16);
  private times = new Float64Array(16);
  private free: number[] = [];
  /** The slots appended so far, in the order they came, while that order is rank order (else undefined). */
  private appended: number[] | undefined = [];
  totalScore = 0;
  updatedAtMs = 0;
  version = ++versions;

  get size(): number {
    return this.keys.size;
  }

  private entry(slot: number): RankEntry {
    return { key: this.keys.keyAt(slot), score: this.scores[slot]!, lastUpdateMs: this.times[slot]! };
  }

  get(key: string): RankEntry | undefined {
    const slot = this.keys.slotOf(key);
    return slot === undefined ? undefined : this.entry(slot);
  }

  /** compareEntries over slots. */
  private cmp(a: number, b: number): number {
    const sa = this.scores[a]!;
    const sb = this.scores[b]!;
    if (sa !== sb) return sa > sb ? -1 : 1;
    const ta = this.times[a]!;
    const tb = this.times[b]!;
    if (ta !== tb) return ta - tb;
    return this.keys.compare(a, b);
  }

  /** A slot for a new member, its per-slot arrays grown as needed. */
  private readonly takeSlot = (): number => {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.slotsUsed++;
      this.keys.reserve(slot + 1);
      if (slot >= this.scores.length) {
        const grow = (from: Float64Array) => {
          const to = new Float64Array(from.length * 2);
          to.set(from);
          return to;
        };
        this.scores = grow(this.scores);
        this.times = grow(this.times);
      }
    }
    return slot;
  };

  /** Index of the block a slot at or after this one belongs in: the last block whose first slot is <= it. */
  private blockFor(slot: number): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.cmp(this.blocks[mid]![0]!, slot) <= 0) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private lowerBound(block: readonly number[], slot: number): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(block[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private reindex(): void {
    this.counts = new Fenwick(this.blocks.map((b) => b.length));
  }

  private insert(slot: number): void {
    if (this.blocks.length === 0) {
      this.blocks.push([slot]);
      this.reindex();
      return;
    }
    const bi = this.blockFor(slot);
    const block = this.blocks[bi]!;
    block.splice(this.lowerBound(block, slot), 0, slot);
    if (block.length > MAX_BLOCK) {
      this.blocks.splice(bi + 1, 0, block.splice(block.length >> 1));
      this.reindex();
    } else this.counts.add(bi, 1);
  }

  private delete(slot: number): void {
    const bi = this.blockFor(slot);
    const block = this.blocks[bi]!;
    const at = this.lowerBound(block, slot);
    if (block[at] !== slot) throw new Error(`rank index out of step for key ${this.keys.keyAt(slot)}`);
    block.splice(at, 1);
    const next = this.blocks[bi + 1];
    if (block.length === 0) {
      this.blocks.splice(bi, 1);
      this.reindex();
    } else if (next && block.length + next.length <= MIN_BLOCK * 2) {
      block.push(...next);
      this.blocks.splice(bi + 1, 1);
      this.reindex();
    } else this.counts.add(bi, -1);
  }

  set(key: string, score: number, lastUpdateMs: number): RankEntry {
    const slot = this.keys.claim(key, this.takeSlot);
    if (!this.keys.added) {
      if (this.scores[slot] === score && this.times[slot] === lastUpdateMs) return this.entry(slot);
      this.delete(slot);
      this.totalScore -= this.scores[slot]!;
    }
    this.scores[slot] = score;
    this.times[slot] = lastUpdateMs;
    this.version = ++versions;
    this.insert(slot);
    this.totalScore += score;
    if (lastUpdateMs > this.updatedAtMs) this.updatedAtMs = lastUpdateMs;
    return this.entry(slot);
  }

  remove(key: string): boolean {
    const slot = this.keys.slotOf(key);
    if (slot === undefined) return false;
    this.version = ++versions;
    this.delete(slot);
    this.keys.delete(key);
    this.totalScore -= this.scores[slot]!;
    this.free.push(slot);
    return true;
  }

  rankOf(key: string): RankedEntry | undefined {
    const slot = this.keys.slotOf(key);
    if (slot === undefined) return undefined;
    const bi = this.blockFor(slot);
    const at = this.lowerBound(this.blocks[bi]!, slot);
    return { ...this.entry(slot), rank: this.counts.before(bi) + at + 1 };
  }

  range(offset: number, count: number): RankedEntry[] {
    const out: RankedEntry[] = [];
    if (offset >= this.size || count <= 0) return out;
    let [bi, at] = this.counts.find(offset);
    let rank = offset + 1;
    while (out.length < count && bi < this.blocks.length) {
      const block = this.blocks[bi]!;
      for (; at < block.length && out.length < count; at++)
        out.push({ ...this.entry(block[at]!), rank: rank++ });
      bi++;
      at = 0;
    }
    return out;
  }

  /** Every entry in rank order. */
  *ranked(): Generator<RankEntry> {
    for (const block of this.blocks) for (const slot of block) yield this.entry(slot);
  }

  checksum(): RankChecksum {
    const sum: RankChecksum = { size: 0, scoreSum: 0, timeSum: 0, maxTime: 0 };
    for (const block of this.blocks)
      for (const slot of block) {
        const t = this.times[slot]!;
        sum.size++;
        sum.scoreSum += this.scores[slot]!;
        sum.timeSum += t % CHECKSUM_TIME_MODULUS;
        if (t > sum.maxTime) sum.maxTime = t;
      }
    return sum;
  }

  /** Adds entries before finish() (a load): a later duplicate key wins. Nothing is ranked until finish(). */
  append(entries: readonly RankEntry[]): void {
    for (const e of entries) {
      const slot = this.keys.claim(e.key, this.takeSlot);
      this.scores[slot] = e.score;
      this.times[slot] = e.lastUpdateMs;
      const appended = this.appended;
      if (!appended) continue;
      if (!this.keys.added || (appended.length > 0 && this.cmp(appended.at(-1)!, slot) >= 0))
        this.appended = undefined;
      else appended.push(slot);
    }
  }

  /**
   * Ranks everything appended (the container must have been empty before the appends). Entries that came
   * in rank order (a snapshot, rank-snapshot.ts) are taken as they are: no sort.
   */
  finish(): void {
    this.version = ++versions;
    const slots = this.appended ?? this.keys.slots().sort((a, b) => this.cmp(a, b));
    this.appended = [];
    this.blocks = [];
    const fill = (MAX_BLOCK * 3) >> 2;
    for (let i = 0; i < slots.length; i += fill) this.blocks.push(slots.slice(i, i + fill));
    this.reindex();
    this.totalScore = 0;
    this.updatedAtMs = 0;
    for (const slot of slots) {
      this.totalScore += this.scores[slot]!;
      if (this.times[slot]! > this.updatedAtMs) this.updatedAtMs = this.times[slot]!;
    }
  }
}

export class MemoryRankIndex implements RankIndex {
  readonly kind = 'memory';
  private readonly containers = new Map<number, ContainerRanking>();

  private of(containerID: number): ContainerRanking {
    let c = this.containers.get(containerID);
    if (!c) {
      c = new ContainerRanking();
      this.containers.set(containerID, c);
    }
    return c;
  }

  async update(containerID: number, key: string, score: number, lastUpdateMs: number): Promise<void> {
    this.of(containerID).set(key, score, lastUpdateMs);
  }

  async increment(containerID: number, key: string, delta: number, atMs: number): Promise<RankEntry> {
    const c = this.of(containerID);
    const old = c.get(key);
    return c.set(key, (old?.score ?? 0) + delta, Math.max(old?.lastUpdateMs ?? atMs, atMs));
  }

  async incrementAll(increments: readonly RankIncrement[]): Promise<void> {
    for (const { containerID, key, delta, atMs } of increments) {
      const c = this.of(containerID);
      const old = c.get(key);
      c.set(key, (old?.score ?? 0) + delta, Math.max(old?.lastUpdateMs ?? atMs, atMs));
    }
  }

  async remove(containerID: number, key: string): Promise<boolean> {
    return this.containers.get(containerID)?.remove(key) ?? false;
  }

  async clear(containerID: number): Promise<void> {
    this.containers.delete(containerID);
  }

  async rankOf(containerID: number, key: string): Promise<RankedEntry | undefined> {
    return this.containers.get(containerID)?.rankOf(key);
  }

  async range(containerID: number, offset: number, count: number): Promise<RankedEntry[]> {
    return this.containers.get(containerID)?.range(offset, count) ?? [];
  }

  async size(containerID: number): Promise<number> {
    return this.containers.get(containerID)?.size ?? 0;
  }

  async stats(containerID: number): Promise<ContainerStats> {
    const c = this.containers.get(containerID);
    return { size: c?.size ?? 0, totalScore: c?.totalScore ?? 0, updatedAtMs: c?.updatedAtMs ?? 0 };
  }

  async load(
    containerID: number,
    batches: AsyncIterable<readonly RankEntry[]> | Iterable<readonly RankEntry[]>,
  ): Promise<void> {
    // Batches go straight into the new container's arrays, so each dies young.
    const c = new ContainerRanking();
    for await (const batch of batches) c.append(batch);
    if (c.size === 0) {
      this.containers.delete(containerID);
      return;
    }
    c.finish();
    this.containers.set(containerID, c);
  }

  async checksum(containerID: number): Promise<RankChecksum> {
    return this.containers.get(containerID)?.checksum() ?? { size: 0, scoreSum: 0, timeSum: 0, maxTime: 0 };
  }

  version(containerID: number): number {
    return this.containers.get(containerID)?.version ?? 0;
  }

  async containerIDs(): Promise<number[]> {
    return [...this.containers.keys()];
  }

  /** Saves every container to a snapshot file at `path`, for the next start to verify instead of rebuild (0101). */
  async save(path: string): Promise<void> {
    await writeRankSnapshot(
      path,
      [...this.containers].map(([id, c]) => ({ id, size: c.size, entries: c.ranked() })),
    );
  }

  /**
   * Loads the snapshot at `path` and deletes it (it is good for one start); answers the containers loaded,
   * undefined when there is no file. A file that cannot be read loads nothing and throws.
   */
  async restore(path: string): Promise<number | undefined> {
    const saved = await takeRankSnapshot(path);
    if (!saved) return undefined;
    for (const c of saved) await this.load(c.id, snapshotBatches(c));
    return saved.length;
  }

  async close(): Promise<void> {}
}
