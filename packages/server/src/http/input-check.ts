// The server's shared input layer: before any route reads its input, every string of the path
// parameters, the query and the body is checked against the limits of domain/input-limits (no NUL,
// no unpaired surrogate, at most MAX_TEXT_LENGTH characters, nesting at most MAX_INPUT_DEPTH), so no
// route can pass such a value to the database. A refusal is 400 VALIDATION_ERROR naming the field.
// Routes that judge the items of their body one by one (POST /v1/events) opt out for the body with
// `config: { itemsJudgedOneByOne: true }` and apply the same check per item.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@eventory/domain/errors';
import { findInputProblem } from '@eventory/domain/input-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body's items are checked one by one by the route (a bad one refused, the others go on). */
    itemsJudgedOneByOne?: boolean;
  }
}

export function registerInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findInputProblem(request.params, '') ??
      findInputProblem(request.query, '') ??
      (request.routeOptions.config.itemsJudgedOneByOne ? undefined : findInputProblem(request.body, ''));
    if (problem) throw new DomainError('VALIDATION_ERROR', problem.message, 400, problem.field);
  });
}
