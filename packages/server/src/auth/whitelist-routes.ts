// Admin whitelist screen (super admins only); the service (change-logged writes) is whitelist.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import { ROLES } from '@eventory/domain/permissions';
import { parseWith } from '../http/validation.ts';
import { listWhitelist, normalizeEmail, removeWhitelistEntry, saveWhitelistEntry } from './whitelist.ts';

const emailParam = z.object({ email: z.email('must be an email address') });
const entryBody = z.object({
  roles: z.array(z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` })),
  isSuperAdmin: z.boolean().default(false),
  readonly: z.boolean().default(false),
});

export async function registerWhitelistRoutes(app: FastifyInstance) {
  const { db } = app;
  const guard = { preHandler: app.requireSuperAdmin };

  app.get('/v1/admin/whitelist', guard, async () => ({ items: await listWhitelist(db) }));

  app.put('/v1/admin/whitelist/:email', guard, async (request) => {
    const email = normalizeEmail(parseWith(emailParam, request.params, 'email').email);
    const body = parseWith(entryBody, request.body);
    if (email === request.admin.email && !body.isSuperAdmin)
      throw new DomainError(
        'CANNOT_DEMOTE_SELF',
        'You cannot remove your own super admin flag; ask another super admin.',
        400,
        'isSuperAdmin',
      );
    return db.transaction((tx) => saveWhitelistEntry(tx, { email, ...body }, request.admin.email));
  });

  app.delete('/v1/admin/whitelist/:email', guard, async (request) => {
    const email = normalizeEmail(parseWith(emailParam, request.params, 'email').email);
    if (email === request.admin.email)
      throw new DomainError(
        'CANNOT_REMOVE_SELF',
        'You cannot remove yourself from the whitelist; ask another super admin.',
        400,
      );
    return db.transaction((tx) => removeWhitelistEntry(tx, email, request.admin.email));
  });
}
