// The visitor's vote calls (visitor spec §7): the vote with its tallies, the viewer's statuses per
// nominee, and casting a vote. Errors carry the spec's strings (§8) so the page opens the right modal:
// 401 'invalid token' / 'expired token', 403 'sender unqualified', 409 quota used up / not in period.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import {
  castVoteSchema,
  MAX_ID,
  IDEMPOTENCY_HEADER,
  voteStatusQuerySchema,
  type CastVoteResponse,
  type VoteStatusResponse,
  type VotingEventResponse,
} from '@eventory/domain/votes';
import { mirrorCommittedEffects } from '../engine/mirror.ts';
import { parseWith } from '../http/validation.ts';
import { TablePlatform } from '../platform/platform.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken, type VisitorKey } from '../auth/visitor-token.ts';
import { castVote, voteError, voteStatuses, votingEvent } from './votes.ts';

const voteParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('vote id must be a whole number')
    .positive('vote id must be a positive number')
    .max(MAX_ID, 'vote id is too large'),
});
const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, `${IDEMPOTENCY_HEADER} must not be empty`)
  .max(200, `${IDEMPOTENCY_HEADER} is at most 200 characters`)
  .optional();

/** The signed-in viewer, undefined without a token; a bad token fails with the spec's vote error. */
async function voterOf(key: VisitorKey, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  try {
    return (await verifyVisitorToken(key, token)).userID.toLowerCase();
  } catch {
    let exp: unknown;
    try {
      exp = decodeJwt(token).exp;
    } catch {
      exp = undefined;
    }
    // Only a well-formed token whose exp has passed is 'expired'; anything else is 'invalid'.
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) throw voteError('EXPIRED_TOKEN', 401);
    throw voteError('INVALID_TOKEN', 401);
  }
}

export function registerVoteVisitorRoutes(app: FastifyInstance): void {
  const key = deriveVisitorKey(app.sessionKey);
  const platform = new TablePlatform(app.db);
  const idOf = (params: unknown) => parseWith(voteParamsSchema, params, 'id').id;

  app.get('/votingEvent/:id', async (request): Promise<VotingEventResponse> => ({
    voteInfo: [await votingEvent(app.db, platform, idOf(request.params))],
  }));

  app.post('/event/vote/:id/users/status/query', async (request): Promise<VoteStatusResponse> => {
    const id = idOf(request.params);
    const { targetUserIDs } = parseWith(voteStatusQuerySchema, request.body ?? {});
    const voter = await voterOf(key, bearerOf(request.headers));
    return { data: { results: await voteStatuses(app.db, id, voter, targetUserIDs, Date.now()) } };
  });

  app.post('/event/vote/:id', async (request): Promise<CastVoteResponse> => {
    const id = idOf(request.params);
    const { receiverID } = parseWith(castVoteSchema, request.body ?? {});
    const requestKey = parseWith(
      idempotencyKeySchema,
      request.headers[IDEMPOTENCY_HEADER],
      IDEMPOTENCY_HEADER,
    );
    const voter = await voterOf(key, bearerOf(request.headers));
    if (voter === undefined) throw voteError('INVALID_TOKEN', 401);
    const outcome = await app.db.transaction((tx) =>
      castVote(tx, id, voter, receiverID, requestKey, Date.now()),
    );
    // Only once committed: the records are the truth the rank index mirrors.
    await mirrorCommittedEffects(app, request.log, outcome.effects);
    return outcome.response;
  });
}
