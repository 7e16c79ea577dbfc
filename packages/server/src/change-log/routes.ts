// Reading the change log (admin spec §7 Change log): by user, by table, by table and object id;
// newest first, paged by limit and offset.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHANGE_LOG_DEFAULT_LIMIT,
  CHANGE_LOG_MAX_LIMIT,
  type ChangeLogItem,
  type ChangeLogPage,
} from '@eventory/domain/change-log';
import { changeLog, type ChangeLogRow } from '../db/schema/change-log.ts';
import { parseWith } from '../http/validation.ts';
import { wholeNumberSchema } from '@eventory/domain/ids';

const given = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

export const changeLogQuerySchema = z.object({
  limit: given(wholeNumberSchema('limit', 1, CHANGE_LOG_MAX_LIMIT).default(CHANGE_LOG_DEFAULT_LIMIT)),
  offset: given(wholeNumberSchema('offset', 0).default(0)),
});

const text = (name: string) => z.string().trim().min(1, `${name} is required`);

export const toChangeLogItem = (r: ChangeLogRow): ChangeLogItem => ({
  id: r.id,
  email: r.email,
  at: Math.floor(r.at.getTime() / 1000),
  table: r.tableName,
  objId: r.objId,
  action: r.action,
  before: r.before,
  after: r.after,
});

export function registerChangeLogRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('changeLog') };

  async function page(request: FastifyRequest, where: SQL | undefined): Promise<ChangeLogPage> {
    const { limit, offset } = parseWith(changeLogQuerySchema, request.query, 'query');
    const [rows, [total]] = await Promise.all([
      app.db.select().from(changeLog).where(where).orderBy(desc(changeLog.id)).limit(limit).offset(offset),
      app.db.select({ n: count() }).from(changeLog).where(where),
    ]);
    return { items: rows.map(toChangeLogItem), total: Number(total?.n ?? 0) };
  }

  app.get('/v1/admin/change-logs/user/:email', read, async (request) => {
    const { email } = parseWith(z.object({ email: text('email') }), request.params, 'email');
    // Sessions carry lower-cased emails; a search typed with capitals still finds them.
    return page(request, eq(changeLog.email, email.toLowerCase()));
  });

  app.get('/v1/admin/change-logs/table/:table', read, async (request) => {
    const { table } = parseWith(z.object({ table: text('table') }), request.params, 'table');
    return page(request, eq(changeLog.tableName, table));
  });

  app.get('/v1/admin/change-logs/table/:table/obj/:objId', read, async (request) => {
    const { table, objId } = parseWith(
      z.object({ table: text('table'), objId: text('objId') }),
      request.params,
      'objId',
    );
    return page(request, and(eq(changeLog.tableName, table), eq(changeLog.objId, objId)));
  });
}
