import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRankIndex } from './memory-index.ts';
import { compareEntries, type RankEntry } from './rank-index.ts';
import { snapshotBatches, takeRankSnapshot, writeRankSnapshot } from './rank-snapshot.ts';

const uuid = (i: number) => `${i.toString(16).padStart(8, '0')}-0000-4000-8000-${'0'.repeat(12)}`;

/** Entries with score ties (broken by the last update, then the key), negative and large scores. */
function mixed(): RankEntry[] {
  const entries: RankEntry[] = [
    { key: 'zoë 🦊', score: 5, lastUpdateMs: 100 },
    { key: 'anna', score: 5, lastUpdateMs: 100 },
    { key: 'bob', score: 5, lastUpdateMs: 50 },
    { key: '', score: -3.25, lastUpdateMs: 1 },
    { key: 'big', score: 2 ** 52 + 1, lastUpdateMs: 1_767_225_600_000 },
    { key: 'low', score: -1e300, lastUpdateMs: 0 },
  ];
  for (let i = 0; i < 200; i++) entries.push({ key: uuid(i), score: i % 4, lastUpdateMs: 1000 + (i % 3) });
  return entries.sort(compareEntries);
}

describe('rank index snapshot', () => {
  let dir: string;
  let path: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eventory-snapshot-'));
    path = join(dir, 'rank-index.snapshot');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the containers written, entries in the same order, and deletes the file', async () => {
    const a = mixed();
    const b: RankEntry[] = [{ key: 'only', score: 1, lastUpdateMs: 2 }];
    await writeRankSnapshot(path, [
      { id: 7, size: a.length, entries: a },
      { id: 9_000_000_001, size: 1, entries: b },
      { id: 3, size: 0, entries: [] },
    ]);
    expect(await readdir(dir)).toEqual(['rank-index.snapshot']);
    const saved = await takeRankSnapshot(path);
    expect(existsSync(path)).toBe(false);
    expect(saved?.map((c) => [c.id, c.size])).toEqual([
      [7, a.length],
      [9_000_000_001, 1],
      [3, 0],
    ]);
    expect([...saved![0]!.entries]).toEqual(a);
    expect([...saved![1]!.entries]).toEqual(b);
    expect([...saved![2]!.entries]).toEqual([]);
  });

  it('answers undefined when there is no file', async () => {
    expect(await takeRankSnapshot(path)).toBeUndefined();
  });

  it('round-trips a memory index: same ranks, loaded in rank order without a sort', async () => {
    const index = new MemoryRankIndex();
    await index.load(1, [mixed().reverse()]);
    await index.load(2, [[{ key: 'solo', score: 3, lastUpdateMs: 4 }]]);
    await index.save(path);
    const again = new MemoryRankIndex();
    const sort = vi.spyOn(Array.prototype, 'sort');
    try {
      expect(await again.restore(path)).toBe(2);
      expect(sort).not.toHaveBeenCalled();
    } finally {
      sort.mockRestore();
    }
    expect(existsSync(path)).toBe(false);
    expect(await again.range(1, 0, 1000)).toEqual(await index.range(1, 0, 1000));
    expect(await again.rankOf(1, 'zoë 🦊')).toEqual(await index.rankOf(1, 'zoë 🦊'));
    expect(await again.checksum(1)).toEqual(await index.checksum(1));
    expect(await again.stats(2)).toEqual(await index.stats(2));
    // Still a working index after a load that skipped the sort.
    await again.update(1, 'low', 1e16, 5);
    expect((await again.range(1, 0, 1))[0]?.key).toBe('low');
  });

  it('ranks entries that were not saved in rank order (a sort after all)', async () => {
    const unordered = mixed().reverse();
    await writeRankSnapshot(path, [{ id: 1, size: unordered.length, entries: unordered }]);
    const [c] = (await takeRankSnapshot(path))!;
    const index = new MemoryRankIndex();
    await index.load(1, snapshotBatches(c!));
    const ranked = (await index.range(1, 0, 1000)).map(({ key, score, lastUpdateMs }) => ({
      key,
      score,
      lastUpdateMs,
    }));
    expect(ranked).toEqual(mixed());
  });

  it('refuses a truncated file, and deletes it', async () => {
    const a = mixed();
    await writeRankSnapshot(path, [{ id: 1, size: a.length, entries: a }]);
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, whole.length - 40));
    await expect(takeRankSnapshot(path)).rejects.toThrow(/damaged/);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a file with a changed byte', async () => {
    const a = mixed();
    await writeRankSnapshot(path, [{ id: 1, size: a.length, entries: a }]);
    const data = await readFile(path);
    data[100] = data[100]! ^ 1;
    await writeFile(path, data);
    await expect(takeRankSnapshot(path)).rejects.toThrow(/damaged \(CRC/);
  });

  it('refuses a file that is not a snapshot, or of another version', async () => {
    await writeFile(path, 'garbage, not a snapshot at all');
    await expect(takeRankSnapshot(path)).rejects.toThrow(/not a rank index snapshot/);
    await writeRankSnapshot(path, []);
    const data = await readFile(path);
    data.writeUInt32LE(2, 8);
    await writeFile(path, data);
    await expect(takeRankSnapshot(path)).rejects.toThrow(/version 2/);
  });

  it('a failed restore loads nothing it cannot check', async () => {
    await writeFile(path, Buffer.alloc(64));
    const index = new MemoryRankIndex();
    await expect(index.restore(path)).rejects.toThrow();
    expect(await index.containerIDs()).toEqual([]);
  });
});
