// Admin API for campaigns (admin spec §7 Campaigns): create, patch, list, read, and a campaign's
// leaderboards. The rules and the change-log write live in campaigns.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  campaignInputSchema,
  type CampaignInput,
  type CampaignLastEdit,
  type CampaignList,
} from '@eventory/domain/campaign';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { campaignListQuerySchema, listCampaigns } from './campaign-list.ts';
import {
  campaignLastEdit,
  campaignLeaderboards,
  createCampaign,
  findCampaign,
  updateCampaign,
  withCodeNameGuard,
} from './campaigns.ts';

export function registerCampaignRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };

  app.post('/v1/admin/campaigns', write, async (request) => {
    const input = parseWith(campaignInputSchema, request.body);
    const created = await withCodeNameGuard(input.codeName, () =>
      app.db.transaction((tx) => createCampaign(tx, input, request.admin.email)),
    );
    return { ID: created.ID };
  });

  app.patch('/v1/admin/campaigns/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(campaignInputSchema.partial(), body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const patch = Object.fromEntries(
      Object.entries(parsed).filter(([k]) => k in body),
    ) as Partial<CampaignInput>;
    return withCodeNameGuard(patch.codeName ?? '', () =>
      app.db.transaction(async (tx) =>
        updateCampaign(tx, await findCampaign(tx, id), patch, request.admin.email),
      ),
    );
  });

  app.get('/v1/admin/campaigns', read, async (request): Promise<CampaignList> => {
    const q = parseWith(campaignListQuerySchema, request.query, 'query');
    return listCampaigns(app.db, q, Math.floor(Date.now() / 1000));
  });

  app.get('/v1/admin/campaigns/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findCampaign(app.db, id);
  });

  app.get('/v1/admin/campaigns/:id/leaderboards', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return campaignLeaderboards(app.db, id);
  });

  app.get('/v1/admin/campaigns/:id/last-edit', read, async (request): Promise<CampaignLastEdit | null> => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return campaignLastEdit(app.db, id);
  });
}
