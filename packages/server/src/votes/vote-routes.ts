// Admin API for votes (decisions/0038-votes.md): a campaign's vote events. Parse, call the vote
// service in one transaction (its change-log entries with it), answer the vote.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ID, voteInputSchema } from '@eventory/domain/votes';
import { parseWith } from '../http/validation.ts';
import { createVote, deleteVote, findVote, listVotes, updateVote } from './votes.ts';

const idParamsSchema = z.object({
  id: z.coerce.number().int().positive('id must be a positive number').max(MAX_ID, 'id is too large'),
});

export function registerVoteRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/campaigns/:id/votes', read, async (request) => listVotes(app.db, idOf(request)));

  app.post('/v1/admin/campaigns/:id/votes', write, async (request) => {
    const campaignID = idOf(request);
    const input = parseWith(voteInputSchema, request.body);
    return app.db.transaction((tx) => createVote(tx, campaignID, input, request.admin.email));
  });

  app.get('/v1/admin/votes/:id', read, async (request) => findVote(app.db, idOf(request)));

  app.put('/v1/admin/votes/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(voteInputSchema, request.body);
    return app.db.transaction((tx) => updateVote(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/votes/:id', write, async (request) =>
    app.db.transaction((tx) => deleteVote(tx, idOf(request), request.admin.email)),
  );
}
