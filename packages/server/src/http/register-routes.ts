// The one place that registers the route files (`*-routes.ts`): no other module imports one (an ESLint
// rule checks it), so route files stay the top layer: parse the input, call a service, shape the answer.
import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from '../auth/auth-routes.ts';
import { registerWhitelistRoutes } from '../auth/whitelist-routes.ts';
import { registerCampaignRoutes } from '../campaigns/campaign-routes.ts';
import { registerEvaluatorRoutes } from '../campaigns/evaluator-routes.ts';
import { registerLeaderboardRoutes } from '../campaigns/leaderboard-routes.ts';
import { registerMissionRoutes } from '../campaigns/mission-routes.ts';
import { registerPrizeRoutes } from '../campaigns/prize-routes.ts';
import { registerQuestionnaireRoutes } from '../campaigns/questionnaire-routes.ts';
import { registerRoadmapRoutes } from '../campaigns/roadmap-routes.ts';
import { registerTagRoutes } from '../campaigns/tag-routes.ts';
import { registerTrackerRoutes } from '../campaigns/tracker-routes.ts';
import { registerTransferRoutes } from '../campaigns/transfer-routes.ts';
import { registerTranslationRoutes } from '../campaigns/translation-routes.ts';
import { registerChangeLogRoutes } from '../change-log/change-log-routes.ts';
import { registerContainerRoutes } from '../containers/container-routes.ts';
import { registerAggregatorRoutes } from '../engine/aggregator-routes.ts';
import { registerBatchIngestRoutes } from '../engine/batch-routes.ts';
import { registerEngineRoutes } from '../engine/engine-routes.ts';
import { registerGiftBucketRoutes } from '../gift-buckets/gift-bucket-routes.ts';
import { registerTesterRoutes } from '../tester/tester-routes.ts';
import { readContextOf } from '../engine/leaderboard-read.ts';
import { registerRankingReadRoutes } from '../engine/ranking-routes.ts';
import { registerWorkerRoutes } from '../engine/worker-routes.ts';
import type { LiveHub } from '../live/hub.ts';
import { registerLiveRoutes } from '../live/live-routes.ts';
import { registerLookupRoutes } from '../lookups/lookup-routes.ts';
import { registerOlderEventRoutes } from '../older-api/older-api-routes.ts';
import { registerPageRoutes } from '../pages/page-routes.ts';
import { registerTemplateRoutes } from '../pages/template-routes.ts';
import { TablePlatform } from '../platform/platform.ts';
import { registerPlatformRoutes } from '../platform/platform-routes.ts';
import { registerVisitorRoutes } from '../visitor/visitor-routes.ts';
import { registerMissionRewardRoutes } from '../missions/mission-reward-routes.ts';
import { registerMissionVisitorRoutes } from '../missions/mission-visitor-routes.ts';
import { registerVoteRoutes } from '../votes/vote-routes.ts';
import { registerVoteVisitorRoutes } from '../votes/vote-visitor-routes.ts';

/** Registers every API route; app.ts calls it once, after the guard and before the front ends. */
export async function registerRoutes(app: FastifyInstance, { live }: { live: LiveHub }): Promise<void> {
  await registerLiveRoutes(app, live);
  await registerAuthRoutes(app);
  await registerWhitelistRoutes(app);

  const platform = new TablePlatform(app.db);
  registerPlatformRoutes(app, platform);
  registerCampaignRoutes(app);
  registerLeaderboardRoutes(app);
  registerTranslationRoutes(app);
  registerTagRoutes(app);
  registerTransferRoutes(app);
  registerMissionRoutes(app);
  registerRoadmapRoutes(app);
  registerQuestionnaireRoutes(app);
  registerPrizeRoutes(app);
  registerTrackerRoutes(app);
  registerChangeLogRoutes(app);
  registerEvaluatorRoutes(app);
  registerContainerRoutes(app);
  const reads = readContextOf(app.db, app.ranking, platform);
  registerEngineRoutes(app, reads);
  registerRankingReadRoutes(app, reads);
  registerBatchIngestRoutes(app);
  registerAggregatorRoutes(app);
  await registerWorkerRoutes(app);
  registerPageRoutes(app);
  registerTemplateRoutes(app);
  registerLookupRoutes(app);
  registerOlderEventRoutes(app);
  await registerVisitorRoutes(app);
  registerVoteRoutes(app);
  registerVoteVisitorRoutes(app);
  registerMissionVisitorRoutes(app);
  registerMissionRewardRoutes(app);
  registerGiftBucketRoutes(app);
  registerTesterRoutes(app);
}
