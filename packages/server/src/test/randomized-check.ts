// The randomized agreement check both backends' tests run: random record updates applied to the
// index and to a plain Map, then the index compared against a plain sort of the Map.
import { seededRandom } from '@eventory/domain/seeded-random';
import { compareEntries, type RankEntry, type RankIndex } from '../ranking/rank-index.ts';

export interface CheckOptions {
  operations: number;
  keys: number;
  /** Full comparisons every this many operations (and at the end). */
  checkEvery: number;
  seed: number;
  /** The i-th key's name (default: plain, accented and astral keys). */
  keyName?: (i: number) => string;
}

export interface CheckResult {
  operations: number;
  comparisons: number;
  /** Positions or ranks where the index disagreed with the plain sort. */
  mismatches: number;
  firstMismatch?: string;
}

export async function runRandomizedCheck(
  index: RankIndex,
  containerID: number,
  opts: CheckOptions,
): Promise<CheckResult> {
  const rnd = seededRandom(opts.seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const model = new Map<string, RankEntry>();
  // Few distinct scores and timestamps, so ties on score and on last update are common.
  const keyName =
    opts.keyName ?? ((i: number) => (i % 7 === 0 ? `ü-${i}` : i % 11 === 0 ? `😀${i}` : `k${i}`));
  const t0 = 1_700_000_000_000;
  let mismatches = 0;
  let comparisons = 0;
  let firstMismatch: string | undefined;
  const miss = (what: string) => {
    mismatches++;
    firstMismatch ??= what;
  };

  const compare = async () => {
    const expected = [...model.values()].sort(compareEntries);
    const size = await index.size(containerID);
    comparisons++;
    if (size !== expected.length) miss(`size ${size} ≠ ${expected.length}`);
    const got = await index.range(containerID, 0, expected.length + 1);
    if (got.length !== expected.length) miss(`range length ${got.length} ≠ ${expected.length}`);
    expected.forEach((e, i) => {
      const g = got[i];
      comparisons++;
      if (
        !g ||
        g.key !== e.key ||
        g.score !== e.score ||
        g.lastUpdateMs !== e.lastUpdateMs ||
        g.rank !== i + 1
      )
        miss(`position ${i + 1}: ${JSON.stringify(g)} ≠ ${JSON.stringify(e)}`);
    });
    const ranks = await Promise.all(expected.map((e) => index.rankOf(containerID, e.key)));
    ranks.forEach((r, i) => {
      comparisons++;
      if (r?.rank !== i + 1 || r.key !== expected[i]!.key)
        miss(`rankOf ${expected[i]!.key}: ${r?.rank} ≠ ${i + 1}`);
    });
    const offset = int(expected.length + 1);
    const page = await index.range(containerID, offset, 37);
    comparisons++;
    const want = expected.slice(offset, offset + 37).map((e) => e.key);
    if (page.map((p) => p.key).join('\n') !== want.join('\n')) miss(`page at offset ${offset}`);
  };

  for (let op = 1; op <= opts.operations; op++) {
    const key = keyName(int(opts.keys));
    const roll = rnd();
    const old = model.get(key);
    if (roll < 0.7) {
      const delta = int(5) * 10 - (rnd() < 0.1 ? 15 : 0);
      const at = t0 + int(50) * 1000;
      const got = await index.increment(containerID, key, delta, at);
      const next = {
        key,
        score: (old?.score ?? 0) + delta,
        lastUpdateMs: Math.max(old?.lastUpdateMs ?? at, at),
      };
      model.set(key, next);
      if (got.score !== next.score || got.lastUpdateMs !== next.lastUpdateMs)
        miss(`increment ${key}: ${JSON.stringify(got)} ≠ ${JSON.stringify(next)}`);
    } else if (roll < 0.9) {
      const score = int(40) * 10 + (rnd() < 0.05 ? 0.5 : 0);
      const at = t0 + int(50) * 1000;
      await index.update(containerID, key, score, at);
      model.set(key, { key, score, lastUpdateMs: at });
    } else {
      const removed = await index.remove(containerID, key);
      if (removed !== model.delete(key)) miss(`remove ${key} answered ${removed}`);
    }
    if (op % opts.checkEvery === 0 || op === opts.operations) await compare();
  }
  return {
    operations: opts.operations,
    comparisons,
    mismatches,
    ...(firstMismatch ? { firstMismatch } : {}),
  };
}
