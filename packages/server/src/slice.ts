// The campaign slice: platform, campaigns/leaderboards/evaluators, the scoring engine and the
// visitor page document, registered on the core app.
import type { FastifyInstance } from 'fastify';
import { registerCampaignRoutes } from './campaigns/campaign-routes.ts';
import { registerEvaluatorRoutes } from './campaigns/evaluator-routes.ts';
import { registerLeaderboardRoutes } from './campaigns/leaderboard-routes.ts';
import { registerEngineRoutes } from './engine/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { TablePlatform } from './platform/platform.ts';
import { registerPlatformRoutes } from './platform/routes.ts';

export async function registerSlice(app: FastifyInstance): Promise<void> {
  const platform = new TablePlatform(app.db);
  registerPlatformRoutes(app, platform);
  registerCampaignRoutes(app);
  registerLeaderboardRoutes(app);
  registerEvaluatorRoutes(app);
  registerEngineRoutes(app, platform);
  registerPageRoutes(app);
}
