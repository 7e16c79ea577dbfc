// Read-your-writes for tests that ingest without `?wait=applied` (JetStream, the simulator): waits until the
// applier has applied the event log through its last event now (docs/engine.md), as a reader would after the
// apply lag.
import type { FastifyInstance } from 'fastify';
import { logHead } from '../engine/event-log.ts';

export async function appliedThroughLog(app: FastifyInstance, timeoutMs = 20_000): Promise<void> {
  const head = await logHead(app.db);
  if (!(await app.applier.waitFor(head, timeoutMs)))
    throw new Error(`the applier did not reach position ${head} within ${timeoutMs} ms`);
}
