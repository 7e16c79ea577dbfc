import { describe, expect, it } from 'vitest';
import { csvRecordBatches } from './csv-records.ts';

async function parse(chunks: string[], batchSize = 2) {
  const batches = [];
  for await (const b of csvRecordBatches(
    (async function* () {
      for (const c of chunks) yield new TextEncoder().encode(c);
    })(),
    batchSize,
  ))
    batches.push(b);
  return batches;
}

describe('COPY csv records', () => {
  it('reads keys, exact scores and times across chunk borders, in batches', async () => {
    const batches = await parse(['a,10,1\nb,0.1', '0000000000000002,2\nc,-3.5,3\n']);
    expect(batches).toEqual([
      [
        { key: 'a', score: 10, lastUpdateMs: 1 },
        { key: 'b', score: 0.10000000000000002, lastUpdateMs: 2 },
      ],
      [{ key: 'c', score: -3.5, lastUpdateMs: 3 }],
    ]);
  });

  it('reads quoted keys holding commas, quotes and line breaks', async () => {
    const [batch] = await parse(['"x,y",1,1\n"say ""hi""",2,2\n"two\nli', 'nes",3,3\n'], 10);
    expect(batch?.map((e) => e.key)).toEqual(['x,y', 'say "hi"', 'two\nlines']);
  });

  it('reads keys in UTF-8 split across chunks, negative and large numbers', async () => {
    const bytes = new TextEncoder().encode('ü😀,-7,1763000000000\nbig,1e+300,0\n');
    const batches = [];
    for await (const b of csvRecordBatches(
      (async function* () {
        yield bytes.subarray(0, 2); // the chunk ends inside ü
        yield bytes.subarray(2);
      })(),
      10,
    ))
      batches.push(b);
    const [batch] = batches;
    expect(batch).toEqual([
      { key: 'ü😀', score: -7, lastUpdateMs: 1763000000000 },
      { key: 'big', score: 1e300, lastUpdateMs: 0 },
    ]);
  });

  it('reads a whole COPY given as one chunk, plain rows then a quoted one', async () => {
    // 200,000 rows in one buffer: looking for a quote past each row's end would scan the rest of the buffer per row.
    const rows = Array.from({ length: 200_000 }, (_, i) => `m${i},${i},${i}\n`).join('');
    const [batch] = await parse([`${rows}"q,1",7,8\n`], 300_000);
    expect(batch).toHaveLength(200_001);
    expect(batch?.[199_999]).toEqual({ key: 'm199999', score: 199_999, lastUpdateMs: 199_999 });
    expect(batch?.at(-1)).toEqual({ key: 'q,1', score: 7, lastUpdateMs: 8 });
  });
});
