// A HyperLogLog sketch (decision 0089): 2^11 one-byte registers (standard error ≈ 2.3 %), merged by
// taking each register's maximum, so the unique viewers of an hour or a day are the merge of its
// quarter-hour sketches. Below SPARSE_LIMIT members a sketch keeps the members' 53-bit hashes instead
// (exact but for a hash collision, about 1 in 10^12 at that size) and turns into registers past it.
export const HLL_PRECISION = 11;
export const HLL_REGISTERS = 1 << HLL_PRECISION;
/** Members kept exactly before a sketch turns into registers. */
export const SPARSE_LIMIT = 256;

/** Two 32-bit hashes of a string (cyrb53's two lanes). */
function hash2(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** A member's hash as one safe integer: the low 32 bits of lane 1 and 21 bits of lane 2. */
export const hashOf = (member: string): number => {
  const [a, b] = hash2(member);
  return (b >>> 11) * 2 ** 32 + a;
};

export interface Sketch {
  /** The members' hashes while sparse; undefined once registers. */
  sparse?: Set<number>;
  registers?: Uint8Array;
}

export const emptySketch = (): Sketch => ({ sparse: new Set() });

function registerAdd(registers: Uint8Array, hash: number): void {
  const low = hash % 2 ** 32;
  const high = Math.floor(hash / 2 ** 32); // 21 bits
  const index = low & (HLL_REGISTERS - 1);
  // The rank comes from the bits not used by the index: 21 high bits and 21 of the low lane.
  const rest = (high << 11) | (low >>> 21);
  const rank = Math.clz32(rest) + 1;
  if (rank > registers[index]!) registers[index] = rank;
}

function densify(sketch: Sketch): Uint8Array {
  if (sketch.registers) return sketch.registers;
  const registers = new Uint8Array(HLL_REGISTERS);
  for (const h of sketch.sparse ?? []) registerAdd(registers, h);
  sketch.registers = registers;
  delete sketch.sparse;
  return registers;
}

/** Adds a member by its hash (hashOf), for a member added to several sketches. */
export function addHash(sketch: Sketch, hash: number): void {
  if (sketch.sparse) {
    sketch.sparse.add(hash);
    if (sketch.sparse.size > SPARSE_LIMIT) densify(sketch);
    return;
  }
  registerAdd(sketch.registers!, hash);
}

export function addToSketch(sketch: Sketch, member: string): void {
  addHash(sketch, hashOf(member));
}

/** Merges `from` into `into`. */
export function mergeSketch(into: Sketch, from: Sketch): void {
  if (from.sparse) {
    for (const h of from.sparse) addHash(into, h);
    return;
  }
  const target = densify(into);
  const source = from.registers!;
  for (let i = 0; i < HLL_REGISTERS; i++) if (source[i]! > target[i]!) target[i] = source[i]!;
}

export const copySketch = (sketch: Sketch): Sketch =>
  sketch.sparse ? { sparse: new Set(sketch.sparse) } : { registers: Uint8Array.from(sketch.registers!) };

export function estimate(sketch: Sketch): number {
  if (sketch.sparse) return sketch.sparse.size;
  const registers = sketch.registers!;
  const m = HLL_REGISTERS;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    const r = registers[i]!;
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}

/** The count of a sketch in its text form; a sparse one without decoding it (8 bytes per member). */
export function estimateText(text: string): number {
  if (text.startsWith('S')) return Math.round(Buffer.byteLength(text.slice(1), 'base64') / 8);
  return estimate(sketchFromText(text));
}

/** 'S' + the hashes (8 bytes each) or 'R' + the registers, base64. */
export function sketchToText(sketch: Sketch): string {
  if (sketch.sparse) {
    const bytes = new Float64Array([...sketch.sparse]);
    return `S${Buffer.from(bytes.buffer).toString('base64')}`;
  }
  return `R${Buffer.from(sketch.registers!).toString('base64')}`;
}

export function sketchFromText(text: string): Sketch {
  const bytes = Buffer.from(text.slice(1), 'base64');
  if (text.startsWith('S')) {
    const copy = new Uint8Array(bytes);
    return { sparse: new Set(new Float64Array(copy.buffer, 0, Math.floor(copy.length / 8))) };
  }
  const registers = new Uint8Array(HLL_REGISTERS);
  registers.set(bytes.subarray(0, HLL_REGISTERS));
  return { registers };
}
