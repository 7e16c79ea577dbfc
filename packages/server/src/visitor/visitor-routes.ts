// The visitor endpoints: demo sign-in (standalone product only), token validation, followees and the
// tracking sink. Visitor tokens come as `Authorization: Bearer <jwt>` (or the accessToken header).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import { FOLLOWEE_PAGE_SIZE, type VisitorSignIn } from '@eventory/domain/visitor-session';
import { parseWith } from '../http/validation.ts';
import { demoSignIn, demoVisitors, type DemoVisitor } from './demo-sign-in.ts';
import { followeePage, seedDemoFollows } from './followees.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { storeTrackingBatch, TRACKING_BODY_LIMIT, TRACKING_RATE, trackingBatchSchema } from './tracking.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken } from '../auth/visitor-token.ts';
import { wholeNumberSchema } from '@eventory/domain/ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const demoSignInSchema = z.object({ userID: z.string().regex(UUID, 'must be a user id (UUID)') });
const followeeQuerySchema = z.object({
  count: wholeNumberSchema('count', 1, FOLLOWEE_PAGE_SIZE).default(FOLLOWEE_PAGE_SIZE),
  cursor: z
    .union([z.literal(''), z.string().regex(UUID, 'must be a cursor from a previous page')])
    .default(''),
});

export async function registerVisitorRoutes(app: FastifyInstance): Promise<void> {
  const key = deriveVisitorKey(app.sessionKey);
  const production = app.config.appEnv === 'production';
  await seedDemoFollows(app.db);

  // The standalone product has no host-platform sign-in; demo sessions let a viewer see the
  // personal rank bar and follower filter. In production this route does not exist at all.
  if (!production) {
    app.get('/api/v1/visitor/demo-users', async (): Promise<{ items: DemoVisitor[] }> => ({
      items: demoVisitors(),
    }));

    app.post('/api/v1/visitor/demo-sign-in', async (request): Promise<VisitorSignIn> => {
      const { userID } = parseWith(demoSignInSchema, request.body);
      return demoSignIn(key, userID);
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
