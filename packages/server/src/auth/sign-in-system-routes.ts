// Admin API of the sign-in system (/sign-in-system, decision 0055): the sessions and temporary tokens
// issued, and their revocation. Reads need `tempAuth`, revokes `tempAuth` with write access.
import type { FastifyInstance } from 'fastify';
import {
  revokeUserSchema,
  sessionIdParamsSchema,
  sessionListQuerySchema,
} from '@eventory/domain/sign-in-system';
import { parseWith } from '../http/validation.ts';
import { listSessions, revokeSession, revokeUserSessions } from './sign-in-sessions.ts';

export function registerSignInSystemRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('tempAuth') };
  const write = { preHandler: app.guard('tempAuth', { write: true }) };

  app.get('/v1/admin/sign-in-system/sessions', read, async (request) =>
    listSessions(app.db, parseWith(sessionListQuerySchema, request.query, 'query')),
  );

  app.post('/v1/admin/sign-in-system/sessions/:id/revoke', write, async (request) => {
    const { id } = parseWith(sessionIdParamsSchema, request.params, 'id');
    const session = await app.db.transaction((tx) =>
      revokeSession(tx, id.toLowerCase(), request.admin.email),
    );
    app.revocations.add([session.id]);
    return session;
  });

  app.post('/v1/admin/sign-in-system/revoke-user', write, async (request) => {
    const { email } = parseWith(revokeUserSchema, request.body);
    const result = await app.db.transaction((tx) => revokeUserSessions(tx, email, request.admin.email));
    app.revocations.add(result.items.map((s) => s.id));
    return result;
  });
}
