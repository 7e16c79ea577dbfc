// Every error leaves the server as ApiErrorBody {errorCode, errorMessage, field?}; a 5xx as
// {errorCode: 'INTERNAL', errorMessage, requestId} and nothing else (no stack, no SQL, no driver
// message, in any environment): the details go to the log under that request id. Errors of the router
// itself (a bad %-escape, an over-long parameter) take the same shape (frameworkErrors below).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ApiErrorBody } from '@eventory/domain/errors';

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Try again; if it keeps happening, tell the Eventory team.';

/** Paths answered with JSON when nothing matches; anything else a browser asks for gets an HTML page. */
// Paths answered as JSON even for a browser: the APIs, including the visitor API under /event/{api}/ and /users/.
const API_PATH =
  /^\/(v1|api|leaderboards|platform|healthz|readyz|metrics|users|event\/(container|registration|user-missions|user-missions-refs|vote))(\/|$)/;

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function isFastifyError(err: unknown): err is FastifyError {
  return err instanceof Error && ('statusCode' in err || 'code' in err || 'validation' in err);
}

export function toErrorResponse(err: unknown, requestId: string): { status: number; body: ApiErrorBody } {
  if (err instanceof DomainError) return { status: err.status, body: err.toBody() };
  if (isFastifyError(err)) {
    if (err.validation && err.validation.length > 0) {
      const first = err.validation[0];
      const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const field = [path, missing].filter(Boolean).join('.') || err.validationContext || 'body';
      return {
        status: 400,
        body: {
          errorCode: 'VALIDATION_ERROR',
          errorMessage: `${field}: ${first?.message ?? 'invalid value'}`,
          field,
        },
      };
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_BAD_URL')
      return {
        status: 400,
        body: { errorCode: 'BAD_URL', errorMessage: 'The URL holds a malformed %-escape.' },
      };
    if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return {
        status: 414,
        body: {
          errorCode: 'URI_TOO_LONG',
          errorMessage: 'A path parameter of the URL is too long (at most 500 characters).',
        },
      };
    if (status === 400 && (err.code?.startsWith('FST_ERR_CTP_') || err instanceof SyntaxError))
      return {
        status: 400,
        body: { errorCode: 'BAD_JSON', errorMessage: `The request body is not valid JSON: ${err.message}` },
      };
    if (status >= 400 && status < 500)
      return {
        status,
        body: { errorCode: STATUS_CODES[status] ?? 'BAD_REQUEST', errorMessage: err.message },
      };
  }
  return { status: 500, body: { errorCode: 'INTERNAL', errorMessage: INTERNAL_MESSAGE, requestId } };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Sends `err` in the one error shape; a 5xx is logged with its details under the request id. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorResponse(err, request.id);
  if (status >= 500) request.log.error({ err, requestId: request.id }, 'request failed');
  else request.log.info({ errorCode: body.errorCode, status }, body.errorMessage);
  // Router errors are sent before any hook runs: the headers every answer carries are set here too.
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's frameworkErrors option: errors of the router itself, answered in the one shape. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(err, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) =>
    sendError(err, request, reply),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const message = `No route ${request.method} ${path}`;
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !API_PATH.test(path))
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Not found</title><h1>Not found</h1><p>${escapeHtml(message)}</p>`,
        );
    return reply.status(404).send({ errorCode: 'NOT_FOUND', errorMessage: message } satisfies ApiErrorBody);
  });
}
