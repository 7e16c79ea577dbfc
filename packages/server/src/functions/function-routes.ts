// Admin API of the function sandbox (admin spec §7 Function system; decisions/0053-function-sandbox.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { functionInputSchema, functionRunSchema } from '@eventory/domain/functions';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import {
  createFunction,
  deleteFunction,
  findFunction,
  listFunctions,
  replaceFunction,
  runFunction,
} from './functions.ts';

export function registerFunctionRoutes(app: FastifyInstance, store: ObjectStore): void {
  const read = { preHandler: app.guard('functionSystem') };
  const write = { preHandler: app.guard('functionSystem', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/function', read, async () => listFunctions(app.db));

  app.post('/v1/admin/function', write, async (request) => {
    const input = parseWith(functionInputSchema, request.body);
    return app.db.transaction((tx) => createFunction(tx, input, request.admin.email));
  });

  app.get('/v1/admin/function/:id', read, async (request) => findFunction(app.db, idOf(request)));

  app.put('/v1/admin/function/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(functionInputSchema, request.body);
    return app.db.transaction((tx) => replaceFunction(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/function/:id', write, async (request) =>
    app.db.transaction((tx) => deleteFunction(tx, idOf(request), request.admin.email)),
  );

  // Running executes code, so read-only users may not (write access).
  app.post('/v1/admin/function/:id/run', write, async (request) => {
    const id = idOf(request);
    const { args } = parseWith(functionRunSchema, request.body ?? {});
    return runFunction(app.db, store, app.config.sandbox, id, args);
  });
}
