// backends: once: through HTTP and services with no dialect-specific code
// The route sweep (issue "Hardening", tests that keep it fixed): every registered route (admin,
// signed in as a developer super admin so the guard lets the input through; public; ingestion) gets
// property-based bad inputs from fast-check in each path parameter, query field and body field:
// out-of-range and non-canonical numbers, NUL, unpaired surrogates, 1 MB strings, wrong types, deep
// nesting. No answer may be a 5xx; every 4xx has the one error shape; a request refused changes no
// table. The seed is printed; replay a failure with SWEEP_SEED=<seed> (each route gets
// 4 × SWEEP_RUNS cases spread over its kinds of input, default SWEEP_RUNS=5).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGiftEvaluator, createLeaderboard } from '../test/fixtures.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { RegisteredRoute } from './route-table.ts';

const RUNS = Number(process.env.SWEEP_RUNS ?? 5);
const SEED = process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : Math.floor(Math.random() * 2 ** 31);
const INGEST_KEY = 'sweep-ingest-key';

/** Field names the schemas of the server and the domain declare (`name: z...`, `name: idSchema(...)`). */
function schemaFieldNames(): string[] {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
        for (const m of readFileSync(path, 'utf8').matchAll(
          /^\s*([A-Za-z_][A-Za-z0-9_]*)\??:\s*(?:z\.|given\(|flag\(|[a-z][A-Za-z]*(?:Schema|Id)\b)/gm,
        ))
          names.add(m[1]!);
    }
  };
  for (const pkg of ['server/src', 'domain/src']) walk(join(root, pkg));
  return [...names].sort();
}

// Values no field may hold: the shared input layer refuses them wherever they are.
const MB = 'x'.repeat(1024 * 1024);
const nested = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { n: v };
  return v;
};
const poisonText = fc.oneof(
  fc.string({ maxLength: 6 }).map((s) => `${s}\u0000${s}`),
  fc
    .string({ maxLength: 6 })
    .chain((s) => fc.constantFrom(`${s}\ud800`, `\udfff${s}`, `${s}\udc00x`, `\ud83d${s}`)),
  fc.constant(MB),
);
const poisonJson: fc.Arbitrary<unknown> = fc.oneof(poisonText, fc.integer({ min: 33, max: 300 }).map(nested));
// Values of the wrong type or range: refused by the field's schema, or ignored by a route without it.
const badNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0, 1e308, -1e308, 1.5, 1e-300);
const nonCanonical = fc.constantFrom(
  '0x2711',
  '1.0001e4',
  '010001',
  '+1',
  ' 1',
  '1.0',
  '',
  '2147483648',
  '9'.repeat(30),
  'NaN',
  'Infinity',
  '-0',
  '1e400',
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.string({ maxLength: 12 }),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(badNumber, nonCanonical, wrongType);

// In a URL (already encoded): what a path or query value may not be.
const poisonInUrl = fc.constantFrom(
  'a%00b',
  '%00',
  '%ED%A0%80', // an unpaired surrogate, UTF-8 encoded: not valid UTF-8
  'x%ED%B0%80y',
  '%zz', // a malformed escape
  '%E0%A4%A',
  'y'.repeat(600), // over the router's parameter limit
);
// In a query, also values a read may take (an over-long or badly escaped value is then just text).
const poisonInQuery = fc.constantFrom('a%00b', '%00', 'q'.repeat(20_001));
const junkInQuery = fc.constantFrom('%ED%A0%80', '%zz', 'y'.repeat(600));
const numberInUrl = fc.constantFrom(
  '0x2711',
  '1.0001e4',
  '010001',
  '%2B1',
  '%201',
  '1.0',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1e400',
  '9'.repeat(40),
);

/** Path parameters that hold ids (the others hold names, keys, emails, user ids). */
const ID_PARAM = /^(id|ID|lid|qid|snapshotId|containerID|campaignId)$/;
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)|\*$/g)].map((m) => m[1] ?? '*');
const FRONTEND = /^\/(event-dashboard|event-assets|event\/:codeName|p-campaign)/;

interface Case {
  kind: 'param' | 'query' | 'body-poison' | 'body-junk';
  url: string;
  body?: unknown;
}

describe('route sweep: bad input in every field of every route', () => {
  let t: TestApp;
  let token: string;
  let routes: RegisteredRoute[];
  let fields: string[];
  let tables: string[];

  beforeAll(async () => {
    console.log(`route sweep seed ${SEED} (replay with SWEEP_SEED=${SEED}), ${RUNS * 4} cases per route`);
    t = await createTestApp({ ingestKeys: [INGEST_KEY] });
    token = await t.signIn(['developer'], { isSuperAdmin: true, email: 'sweeper@test.eventory.app' });
    const campaign = await createCampaign(t, token);
    const leaderboard = await createLeaderboard(t, token, campaign);
    await createGiftEvaluator(t, token, leaderboard.containerID);
    routes = t.app.routeTable.filter((r) => !r.websocket && r.url !== '/' && r.url !== '/event-dashboard');
    fields = schemaFieldNames();
    tables = rowsOf<{ name: string }>(
      await t.db.execute(sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
    ).map((r) => r.name);
  }, 120_000);
  afterAll(() => t?.close());

  /** Row count and a content hash of every table. */
  async function checksum(): Promise<Record<string, string>> {
    const parts = tables.map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as sum from "${name}" t`,
    );
    const rows = rowsOf<{ name: string; sum: string }>(
      await t.db.execute(sql.raw(parts.join(' union all '))),
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
  }

  /** A concrete path: the fuzzed parameter gets `value`, the others an id or name that does not exist. */
  const pathOf = (url: string, fuzzed?: string, value?: string) =>
    url
      .replace(/:([A-Za-z]+)/g, (_m, name: string) =>
        name === fuzzed ? value! : ID_PARAM.test(name) ? '999999' : 'sweep-missing',
      )
      .replace(/\*$/, fuzzed === '*' ? value! : 'sweep-missing');

  function caseArbitrary(route: RegisteredRoute): fc.Arbitrary<Case> {
    const params = paramsOf(route.url);
    const frontend = FRONTEND.test(route.url);
    const write = route.method !== 'GET';
    const kinds: fc.Arbitrary<Case>[] = [];
    if (params.length > 0)
      kinds.push(
        fc.constantFrom(...params).chain((p) =>
          (p === '*'
            ? fc.constantFrom('a%00b', 'z'.repeat(20_001)) // a wildcard has no length limit of the router
            : ID_PARAM.test(p) && !frontend
              ? fc.oneof(numberInUrl, poisonInUrl)
              : poisonInUrl
          ).map((v) => ({
            kind: 'param' as const,
            url: pathOf(route.url, p, v),
          })),
        ),
      );
    // Reads may get any junk in the query; writes and pages get values no field may hold.
    const queryValue = write || frontend ? poisonInQuery : fc.oneof(poisonInQuery, junkInQuery, numberInUrl);
    kinds.push(
      fc.tuple(fc.constantFrom(...fields), queryValue, fc.boolean()).map(([field, value, twice]) => ({
        kind: 'query' as const,
        url: `${pathOf(route.url)}?${field}=${value}${twice ? `&${field}=1` : ''}`,
      })),
    );
    if (write) {
      const someFields = fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 4 });
      kinds.push(
        fc
          .tuple(someFields, fc.constantFrom(...fields), poisonJson, fc.boolean())
          .map(([rest, field, poison, inArray]) => ({
            kind: 'body-poison' as const,
            url: pathOf(route.url),
            body:
              route.url === '/v1/events'
                ? { events: [{ ID: 'sweep', type: 1, timestamp: 1, ...rest, [field]: poison }] }
                : inArray
                  ? [{ ...rest, [field]: poison }]
                  : { ...rest, [field]: poison },
          })),
      );
      if (!frontend)
        kinds.push(
          fc
            .oneof(fc.dictionary(fc.constantFrom(...fields), junk, { minKeys: 1, maxKeys: 6 }), wrongType)
            .map((body) => ({ kind: 'body-junk' as const, url: pathOf(route.url), body })),
        );
    }
    return fc.oneof(...kinds);
  }

  it('answers no 5xx, the one error shape on every 4xx, and changes nothing it refuses', async () => {
    const problems: string[] = [];
    const caughtByPageRoute = new Set<string>();
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const before = await checksum();
      let changedLegitimately = false;
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route), async (c) => {
          sent++;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: c.url,
            headers: {
              'access-token': token,
              'x-ingest-key': INGEST_KEY,
              ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
          });
          const label = `${route.method} ${route.url} [${c.kind}] ${c.url.slice(0, 160)} ${JSON.stringify(c.body)?.slice(0, 160) ?? ''}`;
          // An over-long parameter under /event/ falls through to the event page route, which (front
          // ends not built in tests) answers its HTML 503: the page route catching visitor API paths is
          // closed separately (issue "Hardening" §12); listed, not failed, until then.
          if (
            res.statusCode === 503 &&
            c.url.startsWith('/event/') &&
            String(res.headers['content-type']).startsWith('text/html')
          ) {
            caughtByPageRoute.add(`${route.method} ${route.url}`);
            return;
          }
          if (res.statusCode >= 500) {
            problems.push(`${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
            return;
          }
          if (res.statusCode >= 400) {
            const type = String(res.headers['content-type'] ?? '');
            const body = type.startsWith('application/json') ? res.json<Record<string, unknown>>() : {};
            const shapeOk =
              typeof body.errorCode === 'string' &&
              typeof body.errorMessage === 'string' &&
              Object.keys(body).every((k) =>
                ['errorCode', 'errorMessage', 'field', 'problems'].includes(k),
              ) &&
              res.headers['x-content-type-options'] === 'nosniff';
            if (!shapeOk)
              problems.push(`${label} → ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
            return;
          }
          // 2xx: fine for reads (some fill a table on first use) and for junk the route ignores; never
          // for a value no field may hold.
          if (c.kind === 'body-junk' || route.method === 'GET') changedLegitimately = true;
          else if (route.url === '/v1/events') {
            const result = res.json<{ accepted: string[] }>();
            if (result.accepted.length > 0) problems.push(`${label} → accepted a poison event`);
          } else if (c.kind !== 'query' || route.method !== 'GET')
            problems.push(`${label} → ${res.statusCode}: a value no field may hold was taken`);
        }),
        { numRuns: RUNS * 4, seed: SEED + index },
      );
      if (!changedLegitimately) {
        const after = await checksum();
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (changed.length > 0) problems.push(`${route.method} ${route.url} changed ${changed.join(', ')}`);
      }
    }
    console.log(`route sweep: ${routes.length} routes, ${sent} requests, seed ${SEED}`);
    if (caughtByPageRoute.size > 0)
      console.log(`caught by the event page route: ${[...caughtByPageRoute].join(', ')}`);
    expect(problems, `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
