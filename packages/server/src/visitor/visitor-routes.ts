// The visitor endpoints: demo sign-in (standalone product only), token validation, followees and the
// tracking sink. Visitor tokens come as `Authorization: Bearer <jwt>` (or the accessToken header).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import type { UserInfo } from '@eventory/domain/leaderboard-read';
import { FOLLOWEE_PAGE_SIZE, type VisitorSignIn } from '@eventory/domain/visitor-session';
import { parseWith } from '../http/validation.ts';
import { DEMO_POPULATION } from '../platform/demo-population.ts';
import { toUserInfo, type UserKind } from '../platform/platform.ts';
import { followeePage, seedDemoFollows } from './followees.ts';
import { createRateLimiter } from './rate-limit.ts';
import { storeTrackingBatch, TRACKING_BODY_LIMIT, TRACKING_RATE, trackingBatchSchema } from './tracking.ts';
import { bearerOf, deriveVisitorKey, signVisitorToken, verifyVisitorToken } from './visitor-token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const demoSignInSchema = z.object({ userID: z.string().regex(UUID, 'must be a user id (UUID)') });
const followeeQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(FOLLOWEE_PAGE_SIZE).default(FOLLOWEE_PAGE_SIZE),
  cursor: z
    .union([z.literal(''), z.string().regex(UUID, 'must be a cursor from a previous page')])
    .default(''),
});

export interface DemoVisitor extends UserInfo {
  kind: UserKind;
}

const demoUser = (userID: string) => DEMO_POPULATION.find((u) => u.userId === userID.toLowerCase());

export async function registerVisitorRoutes(app: FastifyInstance): Promise<void> {
  const key = deriveVisitorKey(app.sessionKey);
  const production = app.config.appEnv === 'production';
  await seedDemoFollows(app.db);

  // The standalone product has no host-platform sign-in; demo sessions let a viewer see the
  // personal rank bar and follower filter. In production this route does not exist at all.
  if (!production) {
    app.get('/api/v1/visitor/demo-users', async (): Promise<{ items: DemoVisitor[] }> => ({
      items: DEMO_POPULATION.map((u) => ({ ...toUserInfo({ ...u, picture: '' }), kind: u.kind })),
    }));

    app.post('/api/v1/visitor/demo-sign-in', async (request): Promise<VisitorSignIn> => {
      const { userID } = parseWith(demoSignInSchema, request.body);
      const user = demoUser(userID);
      if (!user)
        throw new DomainError(
          'NOT_FOUND',
          'Only demo platform users can sign in here; pick one from /api/v1/visitor/demo-users.',
          404,
          'userID',
        );
      const now = Math.floor(Date.now() / 1000);
      const jwt = await signVisitorToken(key, user.userId, 'jwt', { now });
      const access = await signVisitorToken(key, user.userId, 'access', { now });
      return {
        userID: user.userId,
        email: `${user.openId}@demo.eventory.app`,
        jwtAccessToken: jwt.token,
        accessToken: access.token,
        exp: jwt.exp,
      };
    });
  }

  app.get('/api/v1/cube/auth/validate', async (request) => {
    const principal = await verifyVisitorToken(key, bearerOf(request.headers));
    return { userID: principal.userID, exp: principal.exp };
  });

  app.get('/users/:userID/followeeIDs', async (request) => {
    const principal = await verifyVisitorToken(key, bearerOf(request.headers));
    const { userID } = request.params as { userID: string };
    if (userID.toLowerCase() !== principal.userID.toLowerCase())
      throw new DomainError('FORBIDDEN', 'You can only read your own followees.', 403);
    const query = parseWith(followeeQuerySchema, request.query, 'query');
    return followeePage(app.db, principal.userID, query);
  });

  const limiter = createRateLimiter(TRACKING_RATE);
  app.post('/api/v1/tracking/events', { bodyLimit: TRACKING_BODY_LIMIT }, async (request, reply) => {
    if (!limiter.take(request.ip))
      throw new DomainError('TOO_MANY_REQUESTS', 'Too many tracking batches; wait a minute.', 429);
    const batch = parseWith(trackingBatchSchema, request.body);
    const accepted = await storeTrackingBatch(app.db, batch);
    return reply.code(202).send({ accepted });
  });
}
