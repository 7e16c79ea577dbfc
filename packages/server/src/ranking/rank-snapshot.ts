// The in-memory rank index saved at a clean stop and loaded at the next start (decision 0101), so a
// restart verifies each container against its records' checksum instead of rebuilding it. The file
// is good for one start: it is deleted as soon as it is read, so a crash later leaves none.
//
// Format (little-endian): magic "EVRANKSN", uint32 version, uint32 containers; per container a
// float64 id, uint32 entries, then each entry in rank order as uint32 key bytes, the key in UTF-8,
// float64 score, float64 lastUpdateMs; last a CRC-32 of everything before it. The CRC catches what
// the checksum verification cannot: a damaged key.
import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import type { RankEntry } from './rank-index.ts';

const MAGIC = Buffer.from('EVRANKSN', 'latin1');
const VERSION = 1;
const HEADER = MAGIC.length + 8;
const TRAILER = 4;
/** Written in chunks of this size: the whole file (~56 bytes a UUID member) is never one buffer. */
const CHUNK = 1 << 20;
/** Entries handed to the index at a time while loading. */
const LOAD_BATCH = 50_000;

/** One container as saved: its id, its entry count and its entries in rank order. */
export interface SnapshotContainer {
  id: number;
  size: number;
  entries: Iterable<RankEntry>;
}

/** Writes the containers to `path` by way of a temporary file beside it, synced then renamed (never half a file). */
export async function writeRankSnapshot(
  path: string,
  containers: readonly SnapshotContainer[],
): Promise<void> {
  // One name, not one per process: a save cut short by a crash leaves a file the next save overwrites.
  const temporary = `${path}.tmp`;
  const file = await open(temporary, 'w');
  try {
    let chunk = Buffer.allocUnsafe(CHUNK);
    let at = 0;
    let crc = 0;
    const flush = async () => {
      crc = crc32(chunk.subarray(0, at), crc);
      await file.write(chunk, 0, at);
      at = 0;
    };
    const room = async (bytes: number) => {
      if (at + bytes <= chunk.length) return;
      await flush();
      if (bytes > chunk.length) chunk = Buffer.allocUnsafe(bytes);
    };
    MAGIC.copy(chunk, 0);
    at = chunk.writeUInt32LE(VERSION, MAGIC.length);
    at = chunk.writeUInt32LE(containers.length, at);
    for (const c of containers) {
      if (!Number.isSafeInteger(c.id)) throw new Error(`container id ${c.id} is not an integer`);
      await room(12);
      at = chunk.writeDoubleLE(c.id, at);
      at = chunk.writeUInt32LE(c.size, at);
      let written = 0;
      for (const e of c.entries) {
        // A UTF-8 byte per UTF-16 unit at most 3.
        await room(4 + e.key.length * 3 + 16);
        const length = chunk.write(e.key, at + 4, 'utf8');
        chunk.writeUInt32LE(length, at);
        at = chunk.writeDoubleLE(e.score, at + 4 + length);
        at = chunk.writeDoubleLE(e.lastUpdateMs, at);
        written++;
      }
      if (written !== c.size) throw new Error(`container ${c.id} gave ${written} entries, not ${c.size}`);
    }
    await room(TRAILER);
    crc = crc32(chunk.subarray(0, at), crc);
    at = chunk.writeUInt32LE(crc, at);
    await file.write(chunk, 0, at);
    await file.sync();
  } catch (err) {
    await file.close();
    await rm(temporary, { force: true });
    throw err;
  }
  await file.close();
  await rename(temporary, path);
  // The rename itself is durable only once the folder is synced.
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Reads the snapshot at `path` and deletes the file before anything is loaded from it: anything after
 * this start could change records without a new snapshot. Checks magic, version and CRC first; a wrong
 * or damaged file throws (and is gone too). Entries are decoded as they are iterated. Undefined when
 * there is no file.
 */
export async function takeRankSnapshot(path: string): Promise<SnapshotContainer[] | undefined> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  await rm(path, { force: true });
  return decodeRankSnapshot(data);
}

function decodeRankSnapshot(data: Buffer): SnapshotContainer[] {
  if (data.length < HEADER + TRAILER || !data.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error('not a rank index snapshot (no EVRANKSN header)');
  const version = data.readUInt32LE(MAGIC.length);
  if (version !== VERSION)
    throw new Error(`rank index snapshot version ${version}, this server reads ${VERSION}`);
  const body = data.length - TRAILER;
  if (crc32(data.subarray(0, body)) !== data.readUInt32LE(body))
    throw new Error('rank index snapshot is damaged (CRC mismatch: truncated or altered)');

  const need = (at: number, bytes: number) => {
    if (at + bytes > body) throw new Error('rank index snapshot is damaged (ends inside an entry)');
  };
  const count = data.readUInt32LE(MAGIC.length + 4);
  const out: SnapshotContainer[] = [];
  let at = HEADER;
  for (let i = 0; i < count; i++) {
    need(at, 12);
    const id = data.readDoubleLE(at);
    const size = data.readUInt32LE(at + 8);
    at += 12;
    const start = at;
    // Skip over the entries now (bounds checked), decode them later when the index takes them.
    for (let n = 0; n < size; n++) {
      need(at, 4);
      const length = data.readUInt32LE(at);
      need(at, 4 + length + 16);
      at += 4 + length + 16;
    }
    out.push({ id, size, entries: entriesAt(data, start, size) });
  }
  if (at !== body) throw new Error('rank index snapshot is damaged (bytes after the last container)');
  return out;
}

function* entriesAt(data: Buffer, start: number, size: number): Generator<RankEntry> {
  let at = start;
  for (let n = 0; n < size; n++) {
    const length = data.readUInt32LE(at);
    const key = data.toString('utf8', at + 4, at + 4 + length);
    at += 4 + length;
    yield { key, score: data.readDoubleLE(at), lastUpdateMs: data.readDoubleLE(at + 8) };
    at += 16;
  }
}

/** A container's entries in batches, as RankIndex.load takes them. */
export function* snapshotBatches(container: SnapshotContainer): Generator<RankEntry[]> {
  let batch: RankEntry[] = [];
  for (const e of container.entries) {
    batch.push(e);
    if (batch.length === LOAD_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
