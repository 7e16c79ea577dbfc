// After an ingest commits, the records are the truth; this mirrors what it did into the rank index
// and tells live pages. Increments commute, so several processes sharing Redis converge whatever order
// they apply in. Should an increment fail the record is re-read and set; the next start rebuilds anyway.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { containerChannel } from '@eventory/domain/live';
import type { Executor } from '../db/client.ts';
import { records } from '../db/schema/campaigns.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import type { RecordEffect } from './record-effects.ts';

/**
 * The batch's effects in one call (Redis: one pipelined round trip, decision 0085). Should it fail, each
 * record is re-read and set; a record that cannot be is out of step until its next change or the next start.
 */
export async function mirrorToRanking(
  ranking: RankIndex,
  db: Executor,
  log: FastifyBaseLogger,
  effects: readonly RecordEffect[],
): Promise<void> {
  try {
    await ranking.incrementAll(
      effects.map((e) => ({ containerID: e.containerID, key: e.key, delta: e.scoreAdded, atMs: e.atMs })),
    );
  } catch (err) {
    log.error({ err, effects: effects.length }, 'rank index update failed; re-reading the records');
    for (const e of effects) {
      try {
        const [row] = await db
          .select({ score: records.score, lastUpdateMs: records.lastUpdateMs })
          .from(records)
          .where(and(eq(records.containerId, e.containerID), eq(records.key, e.key)));
        if (row) await ranking.update(e.containerID, e.key, row.score, row.lastUpdateMs);
      } catch (again) {
        log.error({ err: again, effect: e }, 'rank index out of step until the next start');
      }
    }
  }
}

/** Ranking first, then the live channel, so a page that re-reads on the message sees the new order. */
export async function mirrorCommittedEffects(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  effects: readonly RecordEffect[],
): Promise<void> {
  if (effects.length === 0) return;
  await mirrorToRanking(app.ranking, app.db, log, effects);
  const at = Date.now();
  for (const containerID of new Set(effects.map((e) => e.containerID)))
    app.live.publish(containerChannel(containerID), { type: 'records-changed', containerID, at });
}
