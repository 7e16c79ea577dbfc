// Parses `COPY (SELECT key, score, last_update_ms ...) TO ... WITH (FORMAT csv)` output into rank
// entries, chunk by chunk, from the bytes (a million rows at start-up: string splitting costs seconds).
// Postgres quotes a field only when it holds a comma, quote or line break; scores print shortest-exact
// (extra_float_digits 1), so Number() gives back the stored double.
import type { RankEntry } from './rank-index.ts';

const COMMA = 0x2c;
const QUOTE = 0x22;
const NL = 0x0a;
const MINUS = 0x2d;

function parseQuoted(record: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (record[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = record.indexOf('"', i);
        if (q < 0) throw new Error('unterminated quoted field in COPY output');
        value += record.slice(i, q);
        if (record[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
    } else {
      const comma = record.indexOf(',', i);
      fields.push(record.slice(i, comma < 0 ? record.length : comma));
      i = comma < 0 ? record.length : comma;
    }
    if (i >= record.length) return fields;
    i++; // the comma
  }
}

function toEntry(fields: string[]): RankEntry {
  if (fields.length !== 3) throw new Error(`COPY row has ${fields.length} fields, expected 3`);
  return { key: fields[0]!, score: Number(fields[1]), lastUpdateMs: Number(fields[2]) };
}

/** A number field: whole numbers of up to 15 digits by hand, anything else through Number(). */
function numberAt(buf: Buffer, start: number, end: number): number {
  let i = start;
  const negative = buf[i] === MINUS;
  if (negative) i++;
  if (end - i > 0 && end - i <= 15) {
    let n = 0;
    for (; i < end; i++) {
      const d = buf[i]! - 0x30;
      if (d < 0 || d > 9) return Number(buf.toString('latin1', start, end));
      n = n * 10 + d;
    }
    return negative ? -n : n;
  }
  return Number(buf.toString('latin1', start, end));
}

/** Entries in batches of up to batchSize from a stream of CSV byte chunks. */
export async function* csvRecordBatches(
  chunks: AsyncIterable<Uint8Array>,
  batchSize: number,
): AsyncGenerator<RankEntry[]> {
  let rest: Buffer = Buffer.alloc(0);
  let batch: RankEntry[] = [];
  for await (const chunk of chunks) {
    const buf: Buffer =
      rest.length > 0
        ? Buffer.concat([rest, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(NL, start);
      if (nl < 0) break;
      // A quote is looked for within the line only: a chunk may hold the whole COPY (a Blob streams in chunks of
      // its own choosing), and a search to the chunk's end on every line made the read quadratic in the chunk.
      if (buf.subarray(start, nl).includes(QUOTE)) {
        // A quoted field, maybe holding line breaks: take records until the quotes balance.
        let end = nl;
        let text = buf.toString('utf8', start, end);
        while ((text.match(/"/g)?.length ?? 0) % 2 === 1) {
          const next = buf.indexOf(NL, end + 1);
          if (next < 0) break;
          end = next;
          text = buf.toString('utf8', start, end);
        }
        if ((text.match(/"/g)?.length ?? 0) % 2 === 1) break; // the record continues in the next chunk
        batch.push(toEntry(parseQuoted(text)));
        start = end + 1;
      } else {
        const a = buf.indexOf(COMMA, start);
        const b = a < 0 ? -1 : buf.indexOf(COMMA, a + 1);
        if (a < 0 || a > nl || b < 0 || b > nl) throw new Error('COPY row is not 3 fields');
        batch.push({
          key: buf.toString('utf8', start, a),
          score: numberAt(buf, a + 1, b),
          lastUpdateMs: numberAt(buf, b + 1, nl),
        });
        start = nl + 1;
      }
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    rest = buf.subarray(start);
  }
  if (rest.length > 0) {
    const text = rest.toString('utf8');
    if ((text.match(/"/g)?.length ?? 0) % 2 === 1) throw new Error('COPY output ends inside a quoted field');
    batch.push(toEntry(parseQuoted(text)));
  }
  if (batch.length > 0) yield batch;
}
