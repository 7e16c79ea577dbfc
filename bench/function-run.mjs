// Function sandbox run latency (issue 15 §3, §7; decision 0053): `POST /v1/admin/function/{id}/run` on the
// built product, which reads the script from storage and runs it in a fresh isolated-vm isolate (heap, CPU
// and wall-clock limits). Cold: the first run of each of COLD newly created functions (each its own newly
// uploaded script). Warm: RUNS further runs of one function. Both as the caller sees them (HTTP round trip)
// and as the server reports them (`durationMs`: storage read + isolate + run). References in the same run:
// the same script with `new Function` in this process (unsandboxed, no isolation at all), and the bare HTTP
// round trip of `GET /v1/admin/function/{id}` (what any admin call costs).
// Run after `npm run build`:  node bench/function-run.mjs   (COLD=20, RUNS=200)
import { quantile, startProduct } from './lib/product.mjs';

const COLD = Number(process.env.COLD ?? 20);
const RUNS = Number(process.env.RUNS ?? 200);
const SCRIPT = [
  'const numbers = args.map(Number);',
  'let total = 0;',
  'for (const n of numbers) total += n;',
  "const squares = numbers.map((n) => n * n).join(',');",
  'console.log(`sum ${total} squares ${squares}`);',
].join('\n');
const ARGS = ['1', '2', '3', '4', '5'];

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const stats = (xs) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) });
const fmt = ({ p50, p95 }) => `p50 ${p50.toFixed(3).padStart(8)} ms  p95 ${p95.toFixed(3).padStart(8)} ms`;

const product = await startProduct('bench-function', { APP_ENV: 'development' });
try {
  const session = await (
    await fetch(`${product.url}/v1/admin/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.function@eventory.test' }),
    })
  ).json();
  const token = session.accessToken;
  async function call(method, path, body) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${product.url}/v1/admin/${path}`, {
      method,
      headers: {
        'access-token': token,
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  }
  async function newFunction(n) {
    const filepath = `functions/bench-${n}.js`;
    const form = new FormData();
    form.append('filepath', filepath);
    form.append('file', new Blob([SCRIPT], { type: 'text/javascript' }), `bench-${n}.js`);
    await call('POST', 'storage/upload', form);
    return call('POST', 'function', { filepath, args: ARGS });
  }
  async function run(fn) {
    const t0 = process.hrtime.bigint();
    const answer = await call('POST', `function/${fn.id}/run`, {});
    const wall = ms(t0);
    if (answer.outcome !== 'ok' || !answer.stdout.startsWith('sum 15 '))
      throw new Error(JSON.stringify(answer));
    return { wall, server: answer.durationMs };
  }

  // Cold: the first run of each new function (its script never read before).
  const cold = [];
  for (let i = 0; i < COLD; i += 1) cold.push(await run(await newFunction(i)));

  // Warm: one function run again and again.
  const fn = await newFunction('warm');
  for (let i = 0; i < 10; i += 1) await run(fn);
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) warm.push(await run(fn));

  // Reference 1: the bare admin round trip.
  const roundTrips = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = process.hrtime.bigint();
    await call('GET', `function/${fn.id}`);
    roundTrips.push(ms(t0));
  }

  // Reference 2: the same script, unsandboxed, in this process (compiled each time, like a fresh isolate).
  const plainRun = () => {
    const out = [];
    const console = { log: (...parts) => out.push(parts.join(' ')), error: () => {} };
    const t0 = process.hrtime.bigint();
    new Function('args', 'console', SCRIPT)([...ARGS], console);
    const took = ms(t0);
    if (!out[0]?.startsWith('sum 15 ')) throw new Error('reference run failed');
    return took;
  };
  const plainFirst = plainRun();
  for (let i = 0; i < 10; i += 1) plainRun();
  const plain = [];
  for (let i = 0; i < RUNS; i += 1) plain.push(plainRun());

  const coldWall = stats(cold.map((r) => r.wall));
  const coldServer = stats(cold.map((r) => r.server));
  const warmWall = stats(warm.map((r) => r.wall));
  const warmServer = stats(warm.map((r) => r.server));
  const trip = stats(roundTrips);
  const ref = stats(plain);
  console.log(`function runs: a 5-line script, ${COLD} cold runs, ${RUNS} warm runs (built product, PGlite)`);
  console.log(`cold, HTTP round trip           ${fmt(coldWall)}`);
  console.log(`cold, server durationMs         ${fmt(coldServer)}`);
  console.log(`warm, HTTP round trip           ${fmt(warmWall)}`);
  console.log(`warm, server durationMs         ${fmt(warmServer)}`);
  console.log(`reference: GET function/{id}    ${fmt(trip)}`);
  console.log(`reference: new Function         ${fmt(ref)}  (first run ${plainFirst.toFixed(3)} ms)`);
  console.log(
    `sandbox cost per run (warm round trip − GET round trip): p50 ${(warmWall.p50 - trip.p50).toFixed(2)} ms; ` +
      `warm round trip ${(warmWall.p50 / trip.p50).toFixed(1)}× a GET; ` +
      `server durationMs ${(warmServer.p50 / Math.max(ref.p50, 0.001)).toFixed(0)}× new Function (p50)`,
  );
} finally {
  await product.stop();
}
