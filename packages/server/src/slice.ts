// The campaign slice: platform, campaigns/leaderboards/evaluators, the scoring engine and the
// visitor page document, registered on the core app.
import type { FastifyInstance } from 'fastify';
import { registerCampaignRoutes } from './campaigns/campaign-routes.ts';
import { registerEvaluatorRoutes } from './campaigns/evaluator-routes.ts';
import { registerLeaderboardRoutes } from './campaigns/leaderboard-routes.ts';
import { registerTagRoutes } from './campaigns/tag-routes.ts';
import { registerTransferRoutes } from './campaigns/transfer-routes.ts';
import { registerCampaignContentRoutes } from './campaigns/content-routes.ts';
import { registerTranslationRoutes } from './campaigns/translation-routes.ts';
import { registerChangeLogRoutes } from './change-log/routes.ts';
import { registerContainerRoutes } from './containers/routes.ts';
import { registerAggregatorRoutes } from './engine/aggregator-routes.ts';
import { registerBatchIngestRoutes } from './engine/batch-routes.ts';
import { registerEngineRoutes } from './engine/routes.ts';
import { registerWorkerRoutes } from './engine/worker-routes.ts';
import { registerLookupRoutes } from './lookups/routes.ts';
import { registerOlderEventRoutes } from './older-api/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { TablePlatform } from './platform/platform.ts';
import { registerPlatformRoutes } from './platform/routes.ts';
import { createRankIndex } from './ranking/create.ts';
import type { RankIndex } from './ranking/rank-index.ts';
import { rebuildRankIndex } from './ranking/rebuild.ts';
import { registerVisitorRoutes } from './visitor/routes.ts';
import { registerVoteRoutes } from './votes/vote-routes.ts';
import { registerMissionRewardRoutes } from './missions/mission-reward-routes.ts';
import { registerMissionVisitorRoutes } from './missions/mission-visitor-routes.ts';
import { registerVoteVisitorRoutes } from './votes/vote-visitor-routes.ts';

export async function registerSlice(app: FastifyInstance, opts: { ranking?: RankIndex } = {}): Promise<void> {
  const platform = new TablePlatform(app.db);
  // The records are the source of truth; the index mirrors them from here on (engine/routes.ts).
  const ranking = opts.ranking ?? createRankIndex(app.config);
  app.decorate('ranking', ranking);
  app.addHook('onClose', () => ranking.close());
  const rebuilt = await rebuildRankIndex(app.db, ranking);
  app.log.info({ ...rebuilt, backend: ranking.kind }, 'rank index rebuilt from the records');
  registerPlatformRoutes(app, platform);
  registerCampaignRoutes(app);
  registerLeaderboardRoutes(app);
  registerTranslationRoutes(app);
  registerTagRoutes(app);
  registerTransferRoutes(app);
  registerCampaignContentRoutes(app);
  registerChangeLogRoutes(app);
  registerEvaluatorRoutes(app);
  registerContainerRoutes(app);
  registerEngineRoutes(app, platform);
  registerBatchIngestRoutes(app);
  registerAggregatorRoutes(app);
  await registerWorkerRoutes(app);
  registerPageRoutes(app);
  registerLookupRoutes(app);
  registerOlderEventRoutes(app);
  await registerVisitorRoutes(app);
  registerVoteRoutes(app);
  registerVoteVisitorRoutes(app);
  registerMissionVisitorRoutes(app);
  registerMissionRewardRoutes(app);
}
