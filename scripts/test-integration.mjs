// Runs the integration suite on embedded PGlite, then again on PostgreSQL (and Redis) when
// DATABASE_URL is set, as CI does. Each run gets TEST_DB so the test helper knows which to use.
import { spawnSync } from 'node:child_process';

const runs = [{ TEST_DB: 'pglite' }];
if (process.env.DATABASE_URL) runs.push({ TEST_DB: 'postgres' });
for (const extra of runs) {
  console.log(`\n== integration tests on ${extra.TEST_DB} ==`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...extra },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
