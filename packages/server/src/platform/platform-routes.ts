// The platform's endpoints: generated avatars (public) and the user lists of the tester's pickers.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import { userInfosQuerySchema, type UserInfosResponse } from '@eventory/domain/platform-users';
import { parseWith } from '../http/validation.ts';
import { avatarSvg } from './avatar.ts';
import { USER_KINDS, type Platform } from './platform.ts';

const usersQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(USER_KINDS).optional()),
});

export function registerPlatformRoutes(app: FastifyInstance, platform: Platform): void {
  app.get('/platform/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith('.svg'))
      throw new DomainError(
        'NOT_FOUND',
        `No avatar ${file}: avatars are /platform/avatars/{userID}.svg.`,
        404,
      );
    const userID = file.slice(0, -'.svg'.length);
    const user = (await platform.getUsers([userID])).get(userID);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(userID, user?.displayName ?? '?'));
  });

  // Admin spec §7 "Other hosts": GET user/infos (users), public like the leaderboards' userInfo (0121).
  app.get('/user/infos', async (request): Promise<UserInfosResponse> => {
    const { users } = parseWith(userInfosQuerySchema, request.query, 'query');
    const known = await platform.getUsers(users);
    return { data: users.flatMap((id) => known.get(id) ?? []) };
  });

  app.get('/v1/admin/platform/users', { preHandler: app.guard('campaignControl') }, async (request) => {
    const { kind } = parseWith(usersQuerySchema, request.query, 'query');
    return { items: await platform.listUsers(kind) };
  });
}
