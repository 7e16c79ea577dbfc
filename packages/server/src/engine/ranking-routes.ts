// The other public ranking reads of the event pages (visitor spec §7): top-count across containers,
// the personal rank bar, a container's summary, and the find-all / mktevent shapes of the same board.
// All answer from the rank index; none counts or sorts the records table.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import {
  DEFAULT_FIND_ALL_LIMIT,
  type ContainerSummary,
  type FindAllResponse,
  type PersonalRank,
  type TopCountPage,
} from '@eventory/domain/ranking-read';
import { DEFAULT_LEADERBOARD_COUNT } from '@eventory/domain/leaderboard-read';
import { parseWith } from '../http/validation.ts';
import type { Executor } from '../db/client.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken } from '../auth/visitor-token.ts';
import { placeholderUser, readLeaderboardJson, toRows, type ReadContext } from './leaderboard-read.ts';
import { containerIdSchema, flag, MAX_LEADERBOARD_COUNT } from './query-schemas.ts';
import { given } from '../http/params.ts';
import { idSchema, wholeNumberSchema } from '@eventory/domain/ids';

export const MAX_TOP_COUNT_CONTAINERS = 100;
export const MAX_AROUND = 50;

const count = (max: number, fallback: number, name = 'count') =>
  given(wholeNumberSchema(name, 1, max).default(fallback));

const topCountQuerySchema = z.object({
  containerIDs: z.preprocess(
    (v) =>
      String(v ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p.length > 0),
    z
      .array(idSchema('containerIDs'))
      .min(1, 'containerIDs is required')
      .max(MAX_TOP_COUNT_CONTAINERS, `containerIDs lists at most ${MAX_TOP_COUNT_CONTAINERS} containers`),
  ),
  count: count(100, 1),
  withoutOnliveInfo: flag('withoutOnliveInfo', 'false'),
});

const personalParamsSchema = z.object({
  containerID: containerIdSchema,
  userID: z.string().min(1, 'userID is required').max(200, 'userID is at most 200 characters'),
});
const personalQuerySchema = z.object({
  around: given(wholeNumberSchema('around', 0, MAX_AROUND).default(0)),
  withoutOnliveInfo: flag('withoutOnliveInfo', 'false'),
});

/** find-all and mktevent name a board `container-{id}` (a bare id is accepted too) or a vote's tally `vote-{voteID}`. */
const boardTypeSchema = z.string({ error: 'type is required' }).transform((s, c): BoardType => {
  const m = /^(?:container-)?(\d{1,9})$/.exec(s.trim());
  if (m) return { containerID: Number(m[1]) };
  const vote = /^vote-(\d{1,9})$/.exec(s.trim());
  if (vote && Number(vote[1]) > 0) return { voteID: Number(vote[1]) };
  c.addIssue({ code: 'custom', message: 'type must be container-{containerID} or vote-{voteID}' });
  return z.NEVER;
});
type BoardType = { containerID: number } | { voteID: number };

const findAllBodySchema = z.object({
  type: boardTypeSchema,
  limit: wholeNumberSchema('limit', 1, DEFAULT_FIND_ALL_LIMIT).default(DEFAULT_FIND_ALL_LIMIT),
  offset: wholeNumberSchema('offset', 0).default(0),
});

const mkteventQuerySchema = z.object({
  type: boardTypeSchema,
  count: count(MAX_LEADERBOARD_COUNT, DEFAULT_LEADERBOARD_COUNT),
  cursor: z.string().default(''),
  onliveInfo: flag('onliveInfo', 'false'),
});

/** Where a `vote-{id}` board's tally is: the votes service answers it (routes.ts hands it over), so the engine
 * never imports an area that scores through it. */
export interface VoteBoards {
  voteContainerID(db: Executor, voteID: number): Promise<number>;
}

export function registerRankingReadRoutes(app: FastifyInstance, ctx: ReadContext, votes: VoteBoards): void {
  const { ranking } = ctx;
  const containerOfBoard = async (board: BoardType) =>
    'voteID' in board ? votes.voteContainerID(ctx.db, board.voteID) : board.containerID;

  app.get('/leaderboards/eventory/top-count', async (request): Promise<TopCountPage> => {
    const q = parseWith(topCountQuerySchema, request.query, 'query');
    // A container that does not exist answers no rows rather than failing the whole batch.
    const data = await Promise.all(
      [...new Set(q.containerIDs)].map(async (containerID) => ({
        containerID,
        data: await toRows(ctx.platform, await ranking.range(containerID, 0, q.count), !q.withoutOnliveInfo),
      })),
    );
    return { data };
  });

  // Visitor spec §7: the personal rank takes the visitor's token, and a visitor reads only their own
  // (docs/decisions/0037): 401 without a valid token, 403 for another user's id.
  const visitorKey = deriveVisitorKey(app.sessionKey);
  app.get('/event/container/:containerID/personal/:userID', async (request): Promise<PersonalRank> => {
    const visitor = await verifyVisitorToken(visitorKey, bearerOf(request.headers));
    const { containerID, userID } = parseWith(personalParamsSchema, request.params, 'params');
    // Exact: records are keyed by the id as sent, so another spelling would read someone else's key.
    if (userID !== visitor.userID)
      throw new DomainError('FORBIDDEN', 'You can only read your own personal rank.', 403, 'userID');
    const q = parseWith(personalQuerySchema, request.query, 'query');
    await ctx.containers.require(containerID);
    const mine = await ranking.rankOf(containerID, userID);
    let nextScore: number;
    if (!mine) {
      const size = await ranking.size(containerID);
      nextScore = size > 0 ? ((await ranking.range(containerID, size - 1, 1))[0]?.score ?? 0) : 0;
    } else if (mine.rank === 1) nextScore = mine.score;
    else nextScore = (await ranking.range(containerID, mine.rank - 2, 1))[0]?.score ?? mine.score;

    const withOnlive = !q.withoutOnliveInfo;
    const self = { key: userID, score: mine?.score ?? 0, lastUpdateMs: 0, rank: mine?.rank ?? 0 };
    const [row] = await toRows(ctx.platform, [self], withOnlive);
    const answer: PersonalRank = {
      rank: self.rank,
      score: self.score,
      nextScore,
      userInfo: row?.userInfo ?? placeholderUser(userID),
    };
    if (withOnlive && row?.onliveInfo) answer.onliveInfo = row.onliveInfo;
    if (q.around > 0)
      answer.around = mine
        ? await toRows(
            ctx.platform,
            await ranking.range(
              containerID,
              Math.max(0, mine.rank - 1 - q.around),
              Math.min(mine.rank - 1, q.around) + 1 + q.around,
            ),
            withOnlive,
          )
        : [];
    return answer;
  });

  app.get('/api/v1/public/containers/:containerID/summary', async (request): Promise<ContainerSummary> => {
    const { containerID } = parseWith(z.object({ containerID: containerIdSchema }), request.params, 'params');
    await ctx.containers.require(containerID);
    const [stats, top] = await Promise.all([ranking.stats(containerID), ranking.range(containerID, 0, 1)]);
    return {
      containerID,
      size: stats.size,
      totalScore: stats.totalScore,
      topScore: top[0]?.score ?? 0,
      updatedAt: stats.updatedAtMs,
    };
  });

  app.post('/api/campaign/leaderboard/find-all', async (request): Promise<FindAllResponse> => {
    const body = parseWith(findAllBodySchema, request.body ?? {});
    const containerID = await containerOfBoard(body.type);
    await ctx.containers.require(containerID);
    const [total, entries] = await Promise.all([
      ranking.size(containerID),
      ranking.range(containerID, body.offset, body.limit),
    ]);
    const rows = await toRows(ctx.platform, entries, false);
    return {
      rows: rows.map((r) => ({
        rank: r.rank,
        amount: r.score,
        userID: r.userInfo.userID,
        displayName: r.userInfo.displayName,
        openID: r.userInfo.openID,
        region: r.userInfo.region,
        picture: r.userInfo.picture,
      })),
      offset: body.offset,
      total,
    };
  });

  app.get('/leaderboards/mktevent', async (request, reply) => {
    const q = parseWith(mkteventQuerySchema, request.query, 'query');
    const body = await readLeaderboardJson(ctx, {
      containerID: await containerOfBoard(q.type),
      count: q.count,
      cursor: q.cursor,
      withOnliveInfo: q.onliveInfo,
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
