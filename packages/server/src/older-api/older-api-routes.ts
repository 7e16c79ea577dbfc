// The older event API (admin spec §7 "Older event API"; §5: ids up to 10000 use it) over the same
// tables and the same services as the newer campaign API: same permissions, same validation, same change
// log. It serves the older campaigns only (ids ≤ 10000); POST event/ hands out the next older id
// (decision 0017). Older-only rules live in older-events.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CampaignInput } from '@eventory/domain/campaign';
import { translationSaveSchema } from '@eventory/domain/translations';
import { createCampaign, updateCampaign, withCodeNameGuard } from '../campaigns/campaigns.ts';
import { createLeaderboard, deleteLeaderboard, updateLeaderboard } from '../campaigns/leaderboards.ts';
import { deleteTranslationKey, readTranslations, saveTranslations } from '../campaigns/translations.ts';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  campaignInputOf,
  giftBucketInputSchema,
  olderEventInputSchema,
  olderEventPatchSchema,
  olderLeaderboardInputSchema,
  olderLeaderboardPatchSchema,
  olderSearchSchema,
  toOlderLeaderboard,
  type GiftBucket,
} from './older-event.ts';
import type { OlderLeaderboard } from '@eventory/domain/older-event';
import {
  deleteGiftBucket,
  deleteOlderEvent,
  eventLeaderboards,
  findEventLeaderboard,
  findGiftBucket,
  findOlderCampaign,
  nextOlderId,
  readOlderEvent,
  saveGiftBucket,
  searchOlderEvents,
} from './older-events.ts';

const boardParams = idParamsSchema.extend({
  lid: z.coerce.number().int().positive('lid must be a positive number'),
});
const keyParams = idParamsSchema.extend({ key: z.string().trim().min(1, 'key is required') });

export function registerOlderEventRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const email = (request: FastifyRequest) => request.admin.email;
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/event/search', read, async (request) => {
    const q = parseWith(olderSearchSchema, request.query, 'query');
    return searchOlderEvents(app.db, q);
  });

  app.get('/v1/admin/event/:id', read, async (request) => readOlderEvent(app.db, idOf(request)));

  // "POST event/" (trailing slash): POST event without it is the test event of the tester (engine/engine-routes.ts).
  app.post('/v1/admin/event/', write, async (request) => {
    const input = parseWith(olderEventInputSchema, request.body);
    const columns = campaignInputOf(input);
    const id = await withCodeNameGuard(columns.codeName, () =>
      app.db.transaction(async (tx) => {
        const { ID } = await createCampaign(tx, columns, email(request), nextOlderId);
        if (input.translations.length > 0) await saveTranslations(tx, ID, input.translations, email(request));
        return ID;
      }),
    );
    return { id };
  });

  app.patch('/v1/admin/event/:id', write, async (request) => {
    const id = idOf(request);
    const body = parseWith(z.record(z.string(), z.unknown()), request.body);
    const parsed = parseWith(olderEventPatchSchema, body);
    // partial() still fills defaults; a patch changes only the fields it names.
    const { extraInfo, ...fields } = Object.fromEntries(
      Object.entries(parsed).filter(([k]) => k in body),
    ) as z.infer<typeof olderEventPatchSchema>;
    const extraGiven = (body.extraInfo ?? {}) as Record<string, unknown>;
    const patch: Partial<CampaignInput> = {
      ...fields,
      ...(extraInfo && 'corporation' in extraGiven ? { corporation: extraInfo.corporation ?? '' } : {}),
      ...(extraInfo && 'department' in extraGiven ? { department: extraInfo.department ?? '' } : {}),
    };
    await withCodeNameGuard(patch.codeName ?? '', () =>
      app.db.transaction(async (tx) =>
        updateCampaign(tx, await findOlderCampaign(tx, id), patch, email(request)),
      ),
    );
    return readOlderEvent(app.db, id);
  });

  app.delete('/v1/admin/event/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction((tx) => deleteOlderEvent(tx, id, email(request)));
  });

  app.get('/v1/admin/event/:id/leaderboard', read, async (request): Promise<OlderLeaderboard[]> => {
    const id = idOf(request);
    await findOlderCampaign(app.db, id);
    return (await eventLeaderboards(app.db, id)).map(toOlderLeaderboard);
  });

  app.post('/v1/admin/event/:id/leaderboard', write, async (request): Promise<OlderLeaderboard> => {
    const id = idOf(request);
    const input = parseWith(olderLeaderboardInputSchema, request.body);
    return app.db.transaction(async (tx) => {
      const campaign = await findOlderCampaign(tx, id);
      const created = await createLeaderboard(
        tx,
        {
          eventID: id,
          groupName: input.groupName,
          designName: input.designName,
          type: input.type,
          startTime: input.startTime ?? campaign.startTime,
          endTime: input.endTime ?? (campaign.durationType === 'Forever' ? 0 : campaign.endTime),
          endTimeCountdown: 0,
          giftIDsForAnalyzing: input.giftIDs,
        },
        email(request),
      );
      return toOlderLeaderboard(created);
    });
  });

  app.patch('/v1/admin/event/:id/leaderboard', write, async (request): Promise<OlderLeaderboard> => {
    const id = idOf(request);
    const input = parseWith(olderLeaderboardPatchSchema, request.body);
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const before = await findEventLeaderboard(tx, id, input.id);
      const given = {
        groupName: input.groupName,
        designName: input.designName,
        giftIDsForAnalyzing: input.giftIDs,
        startTime: input.startTime,
        endTime: input.endTime,
      };
      const patch = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      return toOlderLeaderboard(await updateLeaderboard(tx, before, patch, email(request)));
    });
  });

  app.delete('/v1/admin/event/:id/leaderboard/:lid', write, async (request): Promise<OlderLeaderboard> => {
    const { id, lid } = parseWith(boardParams, request.params, 'lid');
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      const before = await findEventLeaderboard(tx, id, lid);
      return toOlderLeaderboard(await deleteLeaderboard(tx, before, email(request)));
    });
  });

  app.get('/v1/admin/event/:id/leaderboard/:lid/giftbucket', read, async (request): Promise<GiftBucket> => {
    const { id, lid } = parseWith(boardParams, request.params, 'lid');
    await findOlderCampaign(app.db, id);
    await findEventLeaderboard(app.db, id, lid);
    return findGiftBucket(app.db, lid);
  });

  app.patch(
    '/v1/admin/event/:id/leaderboard/:lid/giftbucket',
    write,
    async (request): Promise<GiftBucket> => {
      const { id, lid } = parseWith(boardParams, request.params, 'lid');
      const { giftIDs } = parseWith(giftBucketInputSchema, request.body);
      return app.db.transaction(async (tx) => {
        await findOlderCampaign(tx, id);
        const board = await findEventLeaderboard(tx, id, lid);
        return saveGiftBucket(tx, board, giftIDs, email(request));
      });
    },
  );

  app.delete(
    '/v1/admin/event/:id/leaderboard/:lid/giftbucket',
    write,
    async (request): Promise<GiftBucket> => {
      const { id, lid } = parseWith(boardParams, request.params, 'lid');
      return app.db.transaction(async (tx) => {
        await findOlderCampaign(tx, id);
        await findEventLeaderboard(tx, id, lid);
        return deleteGiftBucket(tx, lid, email(request));
      });
    },
  );

  app.get('/v1/admin/event/:id/translation', read, async (request) => {
    const id = idOf(request);
    await findOlderCampaign(app.db, id);
    return readTranslations(app.db, id);
  });

  const putTranslations = async (request: FastifyRequest) => {
    const id = idOf(request);
    // The older client sends the list itself; the newer one {keys}.
    const body = Array.isArray(request.body) ? { keys: request.body } : request.body;
    const { keys } = parseWith(translationSaveSchema, body);
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      return saveTranslations(tx, id, keys, email(request));
    });
  };
  app.put('/v1/admin/event/:id/translation', write, putTranslations);
  app.post('/v1/admin/event/:id/translation', write, putTranslations);

  app.delete('/v1/admin/event/:id/translation/:key', write, async (request) => {
    const { id, key } = parseWith(keyParams, request.params, 'key');
    return app.db.transaction(async (tx) => {
      await findOlderCampaign(tx, id);
      return deleteTranslationKey(tx, id, key, email(request));
    });
  });
}
