// Admin whitelist screen (super admins only). Every write is change-logged in its transaction.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, notFound } from '@eventory/domain/errors';
import { roleSetSchema } from '@eventory/domain/permissions';
import { recordChange } from '../db/change-log.ts';
import { parseWith } from '../http/validation.ts';
import {
  deleteWhitelistEntry,
  findWhitelistEntry,
  listWhitelist,
  normalizeEmail,
  upsertWhitelistEntry,
} from './whitelist.ts';

const TABLE = 'admin_whitelist';

const emailParam = z.object({ email: z.email('must be an email address') });
const entryBody = z.object({
  roles: roleSetSchema,
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
    return db.transaction(async (tx) => {
      const before = await findWhitelistEntry(tx, email);
      const after = await upsertWhitelistEntry(tx, { email, ...body });
      await recordChange(tx, {
        email: request.admin.email,
        table: TABLE,
        objId: email,
        action: before ? 'update' : 'create',
        before: before ?? null,
        after,
      });
      return after;
    });
  });

  app.delete('/v1/admin/whitelist/:email', guard, async (request) => {
    const email = normalizeEmail(parseWith(emailParam, request.params, 'email').email);
    if (email === request.admin.email)
      throw new DomainError(
        'CANNOT_REMOVE_SELF',
        'You cannot remove yourself from the whitelist; ask another super admin.',
        400,
      );
    return db.transaction(async (tx) => {
      const removed = await deleteWhitelistEntry(tx, email);
      if (!removed) throw notFound('Whitelist entry', email);
      await recordChange(tx, {
        email: request.admin.email,
        table: TABLE,
        objId: email,
        action: 'delete',
        before: removed,
        after: null,
      });
      return removed;
    });
  });
}
