// The rank index of every container's records, attached to the app: the records are the source of
// truth; the index is rebuilt from them at start and mirrors them from then on (engine/mirror.ts).
import type { FastifyInstance } from 'fastify';
import { createRankIndex } from './create.ts';
import type { RankIndex } from './rank-index.ts';
import { rebuildRankIndex } from './rebuild.ts';

export async function attachRankIndex(app: FastifyInstance, given?: RankIndex): Promise<void> {
  const ranking = given ?? createRankIndex(app.config);
  app.decorate('ranking', ranking);
  app.addHook('onClose', () => ranking.close());
  const rebuilt = await rebuildRankIndex(app.db, ranking);
  app.log.info(
    { ...rebuilt, backend: ranking.kind },
    'rank index ready (containers verified or rebuilt from the records)',
  );
}
