// Reading the change log (admin spec §7 Change log): by user, by table, by table and object id;
// newest first, paged by limit and offset.
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHANGE_LOG_DEFAULT_LIMIT,
  CHANGE_LOG_MAX_LIMIT,
  type ChangeLogPage,
} from '@eventory/domain/change-log';
import { changeLog } from '../db/schema/change-log.ts';
import { pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { readChangeLog } from './change-log.ts';

export const changeLogQuerySchema = z.object(
  pagingQuery({ defaultLimit: CHANGE_LOG_DEFAULT_LIMIT, maxLimit: CHANGE_LOG_MAX_LIMIT }),
);

const text = (name: string) => z.string().trim().min(1, `${name} is required`);

export function registerChangeLogRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('changeLog') };

  async function page(request: FastifyRequest, where: SQL | undefined): Promise<ChangeLogPage> {
    const paging = parseWith(changeLogQuerySchema, request.query, 'query');
    return readChangeLog(app.db, where, paging);
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
