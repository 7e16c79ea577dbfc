// Votes (issue "viewers act", visitor spec §7): votes cast per second end to end through
// `POST /event/vote/{id}` (visitor token → checks of token, period, voter rule, daily quota and per-nominee
// limit → a Vote event through the scoring engine, exactly once), against the reference measured in the same
// run: the same Vote events (type 2, one per request) posted straight to the ingest path `POST /v1/events`
// at the same concurrency. Then the p50/p99 of `POST /event/vote/{id}/users/status/query` for 100 targets.
// Run after `npm run build`:  node bench/vote-cast.mjs   (VOTES=3000, CONCURRENCY=8, QUERIES=300)
import { quantile, startProduct } from './lib/product.mjs';

const VOTES = Number(process.env.VOTES ?? 3000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const QUERIES = Number(process.env.QUERIES ?? 300);
const INGEST_KEY = 'bench-vote-key';

async function call(base, path, body, headers = {}, method = 'POST') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `count` jobs with `concurrency` workers; worker w runs job(w, i). Returns ms of each job and the wall time. */
async function runPool(count, concurrency, job) {
  let next = 0;
  const times = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await job(w, i);
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, wallMs: performance.now() - started };
}

const product = await startProduct('vote', { INGEST_KEYS: INGEST_KEY });
try {
  const base = product.url;
  const { accessToken } = await call(base, '/v1/admin/auth/dev', {
    email: 'bench@eventory.test',
    roles: ['developer'],
  });
  const admin = { 'access-token': accessToken };
  const now = Math.floor(Date.now() / 1000);
  const { ID } = await call(
    base,
    '/v1/admin/campaigns',
    {
      codeName: `bench-vote-${process.pid}`,
      name: 'Vote bench',
      startTime: now - 3600,
      endTime: now + 86_400,
    },
    admin,
  );
  const { items: population } = await call(base, '/api/v1/visitor/demo-users', undefined, {}, 'GET');
  const streamers = population.filter((u) => u.kind === 'streamer').map((u) => u.userID);
  const nominees = streamers.slice(0, 5);
  // Voters: every demo user who is not a nominee (viewers first).
  const viewers = population
    .filter((u) => !nominees.includes(u.userID))
    .sort((a, b) => (a.kind === 'viewer' ? 0 : 1) - (b.kind === 'viewer' ? 0 : 1))
    .map((u) => u.userID);
  if (viewers.length < CONCURRENCY)
    throw new Error(`only ${viewers.length} demo voters for ${CONCURRENCY} workers`);
  const vote = await call(
    base,
    `/v1/admin/campaigns/${ID}/votes`,
    {
      topic: 'Bench vote',
      nomineeIDs: nominees,
      nomineeContainerID: null,
      startTime: now - 60,
      endTime: now + 86_400,
      meta: { isPercentage: false },
      dailyQuota: 1000,
      votesPerNominee: 0,
      voterRule: [],
    },
    admin,
  );
  // One signed-in viewer per worker: casts of one viewer are serialised by design (the quota check).
  const tokens = [];
  for (const userID of viewers.slice(0, CONCURRENCY))
    tokens.push((await call(base, '/api/v1/visitor/demo-sign-in', { userID })).jwtAccessToken);

  // Warm-up: a few of each path.
  for (let i = 0; i < 20; i++)
    await call(
      base,
      `/event/vote/${vote.id}`,
      { receiverID: nominees[i % nominees.length] },
      {
        authorization: `Bearer ${tokens[0]}`,
      },
    );

  const perWorker = Math.floor(Math.min(VOTES, 900 * CONCURRENCY) / CONCURRENCY);
  const total = perWorker * CONCURRENCY;
  // Reference: the same Vote events straight into the ingest path, one event per request.
  const ingest = await runPool(total, CONCURRENCY, (w, i) =>
    call(
      base,
      '/v1/events',
      {
        events: [
          {
            ID: `bench-vote-ref-${process.pid}-${i}`,
            type: 2,
            timestamp: Date.now(),
            VoteID: String(vote.id),
            SenderID: viewers[w],
            ReceiverID: nominees[i % nominees.length],
            Count: 1,
          },
        ],
      },
      { 'x-ingest-key': INGEST_KEY },
    ),
  );
  let counted = 0;
  const cast = await runPool(total, CONCURRENCY, async (w, i) => {
    const answer = await call(
      base,
      `/event/vote/${vote.id}`,
      { receiverID: nominees[i % nominees.length] },
      { authorization: `Bearer ${tokens[w]}`, 'idempotency-key': `bench-${process.pid}-${i}` },
    );
    if (answer.counted) counted++;
  });
  if (counted !== total) throw new Error(`${counted} of ${total} casts counted`);

  // The status query for 100 targets: the 5 nominees and 95 others who are not.
  const targets = [
    ...nominees,
    ...population.map((u) => u.userID).filter((id) => !nominees.includes(id)),
  ].slice(0, 100);
  while (targets.length < 100) targets.push(`not-a-user-${targets.length}`);
  const status = (concurrency) =>
    runPool(QUERIES, concurrency, (w) =>
      call(
        base,
        `/event/vote/${vote.id}/users/status/query`,
        { targetUserIDs: targets },
        {
          authorization: `Bearer ${tokens[w % tokens.length]}`,
        },
      ),
    );
  const status1 = await status(1);
  const status8 = await status(8);

  const perSecond = (n, ms) => Math.round((n / ms) * 1000);
  const castRate = perSecond(total, cast.wallMs);
  const ingestRate = perSecond(total, ingest.wallMs);
  const ms = (xs, q) => quantile(xs, q).toFixed(1).padStart(7);
  console.log(
    `${total} votes by ${CONCURRENCY} signed-in demo users (one per worker), 5 nominees, embedded PGlite`,
  );
  console.log(
    `reference: POST /v1/events, 1 Vote event each   ${String(ingestRate).padStart(6)} events/s   p50 ${ms(ingest.times, 0.5)} ms   p99 ${ms(ingest.times, 0.99)} ms`,
  );
  console.log(
    `POST /event/vote/{id} (checked, exactly once)   ${String(castRate).padStart(6)} votes/s    p50 ${ms(cast.times, 0.5)} ms   p99 ${ms(cast.times, 0.99)} ms`,
  );
  console.log(`ratio: casting runs at ${(castRate / ingestRate).toFixed(2)}x the ingest path's rate`);
  console.log(
    `status query, 100 targets, 1 at a time: p50 ${ms(status1.times, 0.5)} ms   p99 ${ms(status1.times, 0.99)} ms   (${QUERIES} queries)`,
  );
  console.log(
    `status query, 100 targets, 8 at a time: p50 ${ms(status8.times, 0.5)} ms   p99 ${ms(status8.times, 0.99)} ms   ${perSecond(QUERIES, status8.wallMs)} queries/s`,
  );
} finally {
  await product.stop();
}
