// The keys of one container's ranked members, by slot, and the lookup key → slot, kept compact for a
// million members (decision 0087): a key shaped like a lowercase UUID (the platform's user ids) is held as
// its 16 bytes in one shared byte array instead of a 36-character string; any other key stays a string.
// The lookup is an open-addressing hash table of slots in an Int32Array (linear probing, deletion by
// backward shift), instead of a Map of strings.
import { compareKeys } from './rank-index.ts';

/** Where each of the 16 bytes' two hex digits start in the 36-character form. */
const HEX_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** A lowercase hex digit's value; -1 for any other character. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** FNV-1a over 32-bit words, then a final mix. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

function hashString(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return mix(h);
}

function hashBytes(bytes: Uint8Array, at: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < 16; i++) h = Math.imul(h ^ bytes[at + i]!, 0x01000193);
  return mix(h);
}

export class MemberKeys {
  /** 16 bytes per slot; meaningful where `packed[slot]` is 1. */
  private uuids = new Uint8Array(16 * 16);
  private packed = new Uint8Array(16);
  private hashes = new Int32Array(16);
  /** Keys that are not lowercase UUIDs, by slot. */
  private readonly strings = new Map<number, string>();
  /** slot + 1 per cell, 0 = empty; at most half full. */
  private table = new Int32Array(32);
  private count = 0;
  /** The bytes of the last lookup's key, when it is a UUID. */
  private readonly scratch = new Uint8Array(16);

  get size(): number {
    return this.count;
  }

  /** Makes room for slots 0 .. capacity-1. */
  reserve(capacity: number): void {
    if (capacity <= this.packed.length) return;
    let n = this.packed.length;
    while (n < capacity) n *= 2;
    const uuids = new Uint8Array(n * 16);
    uuids.set(this.uuids);
    this.uuids = uuids;
    const packed = new Uint8Array(n);
    packed.set(this.packed);
    this.packed = packed;
    const hashes = new Int32Array(n);
    hashes.set(this.hashes);
    this.hashes = hashes;
  }

  /** Parses a lowercase UUID into `into`; false for any other key (the first wrong character ends it). */
  private parse(key: string, into: Uint8Array, at: number): boolean {
    if (key.length !== 36) return false;
    if (
      key.charCodeAt(8) !== 45 ||
      key.charCodeAt(13) !== 45 ||
      key.charCodeAt(18) !== 45 ||
      key.charCodeAt(23) !== 45
    )
      return false;
    for (let i = 0; i < 16; i++) {
      const p = HEX_AT[i]!;
      const hi = hexValue(key.charCodeAt(p));
      const lo = hexValue(key.charCodeAt(p + 1));
      if ((hi | lo) < 0) return false;
      into[at + i] = (hi << 4) | lo;
    }
    return true;
  }

  /** Hash and shape of the key of the last lookup (cellOf), read by claim(). */
  private lastHash = 0;
  private lastIsUuid = false;

  private matches(slot: number, key: string, isUuid: boolean): boolean {
    if (!isUuid) return this.packed[slot] === 0 && this.strings.get(slot) === key;
    if (this.packed[slot] !== 1) return false;
    const at = slot * 16;
    for (let i = 0; i < 16; i++) if (this.uuids[at + i] !== this.scratch[i]) return false;
    return true;
  }

  /** The table cell holding this key, or the empty cell where it would go (sets lastHash, lastIsUuid). */
  private cellOf(key: string): number {
    const isUuid = this.parse(key, this.scratch, 0);
    const hash = isUuid ? hashBytes(this.scratch, 0) : hashString(key);
    this.lastHash = hash;
    this.lastIsUuid = isUuid;
    const mask = this.table.length - 1;
    let cell = hash & mask;
    for (;;) {
      const v = this.table[cell]!;
      if (v === 0 || (this.hashes[v - 1] === hash && this.matches(v - 1, key, isUuid))) return cell;
      cell = (cell + 1) & mask;
    }
  }

  slotOf(key: string): number | undefined {
    const v = this.table[this.cellOf(key)]!;
    return v === 0 ? undefined : v - 1;
  }

  /** Whether the last claim() added its key. */
  added = false;

  /**
   * The key's slot; a key not yet present gets the slot `take()` answers (its per-slot arrays reserved by
   * then) and `added` is set. One lookup for both, so a load parses and hashes each key once.
   */
  claim(key: string, take: () => number): number {
    if ((this.count + 1) * 2 > this.table.length) this.grow();
    const cell = this.cellOf(key);
    const v = this.table[cell]!;
    if (v !== 0) {
      this.added = false;
      return v - 1;
    }
    const slot = take();
    this.table[cell] = slot + 1;
    this.hashes[slot] = this.lastHash;
    if (this.lastIsUuid) {
      this.packed[slot] = 1;
      this.uuids.set(this.scratch, slot * 16);
    } else {
      this.packed[slot] = 0;
      this.strings.set(slot, key);
    }
    this.count++;
    this.added = true;
    return slot;
  }

  /** Forgets the key; its slot may be given again. */
  delete(key: string): void {
    const mask = this.table.length - 1;
    let cell = this.cellOf(key);
    const v = this.table[cell]!;
    if (v === 0) return;
    this.strings.delete(v - 1);
    this.count--;
    // Backward shift: move later members of the probe run into the hole when their home allows it.
    let hole = cell;
    for (;;) {
      cell = (cell + 1) & mask;
      const next = this.table[cell]!;
      if (next === 0) break;
      const home = this.hashes[next - 1]! & mask;
      const distanceHome = (cell - home) & mask;
      const distanceHole = (cell - hole) & mask;
      if (distanceHome >= distanceHole) {
        this.table[hole] = next;
        hole = cell;
      }
    }
    this.table[hole] = 0;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    const mask = this.table.length - 1;
    for (const v of old) {
      if (v === 0) continue;
      let cell = this.hashes[v - 1]! & mask;
      while (this.table[cell] !== 0) cell = (cell + 1) & mask;
      this.table[cell] = v;
    }
  }

  keyAt(slot: number): string {
    if (this.packed[slot] !== 1) return this.strings.get(slot) ?? '';
    const b = this.uuids;
    const at = slot * 16;
    let s = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) s += '-';
      s += HEX[b[at + i]!];
    }
    return s;
  }

  /** Code point order of two slots' keys (two UUIDs: byte order, which is their text's order). */
  compare(a: number, b: number): number {
    if (this.packed[a] === 1 && this.packed[b] === 1) {
      const x = a * 16;
      const y = b * 16;
      for (let i = 0; i < 16; i++) {
        const d = this.uuids[x + i]! - this.uuids[y + i]!;
        if (d !== 0) return d;
      }
      return 0;
    }
    return compareKeys(this.keyAt(a), this.keyAt(b));
  }

  /** Every slot holding a key (table order). */
  slots(): number[] {
    const out: number[] = [];
    for (const v of this.table) if (v !== 0) out.push(v - 1);
    return out;
  }
}
