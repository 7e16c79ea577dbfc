// A campaign's content beyond leaderboards: missions, roadmaps, questionnaires, prizes, tracker and
// replay status (admin spec §7), registered together.
import type { FastifyInstance } from 'fastify';
import { registerMissionRoutes } from './mission-routes.ts';
import { registerPrizeRoutes } from './prize-routes.ts';
import { registerQuestionnaireRoutes } from './questionnaire-routes.ts';
import { registerRoadmapRoutes } from './roadmap-routes.ts';
import { registerTrackerRoutes } from './tracker-routes.ts';

export function registerCampaignContentRoutes(app: FastifyInstance): void {
  registerMissionRoutes(app);
  registerRoadmapRoutes(app);
  registerQuestionnaireRoutes(app);
  registerPrizeRoutes(app);
  registerTrackerRoutes(app);
}
