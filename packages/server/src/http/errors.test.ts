import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@eventory/domain/errors';
import { frameworkErrors, registerErrorHandling, toErrorResponse } from './errors.ts';

/** A Fastify app with our error handling whose log lines are kept, and routes that fail. */
async function failingApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  });
  registerErrorHandling(app);
  app.post('/v1/events', async (request) => {
    throw new Error(`insert into events values (${JSON.stringify(request.body)}) failed: value out of range`);
  });
  app.get('/v1/admin/campaigns/:id', async () => 'found');
  await app.ready();
  return { app, lines };
}

describe('toErrorResponse', () => {
  it('answers a DomainError with its status and body', () => {
    expect(toErrorResponse(new DomainError('NOT_FOUND', 'Campaign 3 was not found.', 404), 'req-1')).toEqual({
      status: 404,
      body: { errorCode: 'NOT_FOUND', errorMessage: 'Campaign 3 was not found.' },
    });
  });

  it('answers an unexpected error with INTERNAL, a fixed message and the request id only', () => {
    const { status, body } = toErrorResponse(new Error('relation "secret_table" does not exist'), 'req-7');
    expect(status).toBe(500);
    expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorMessage', 'requestId']);
    expect(body.errorCode).toBe('INTERNAL');
    expect(body.requestId).toBe('req-7');
    expect(body.errorMessage).toMatch(/^Something went wrong on our side/);
    expect(JSON.stringify(body)).not.toContain('secret_table');
  });
});

describe('error answers', () => {
  it('answers a 5xx with {errorCode: INTERNAL, errorMessage, requestId} and logs the details under that id', async () => {
    const { app, lines } = await failingApp();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/events',
      payload: { events: [{ ID: 'secret-payload' }] },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorMessage', 'requestId']);
    expect(body.errorCode).toBe('INTERNAL');
    expect(res.body).not.toMatch(/secret-payload|insert into|out of range/);
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged?.requestId).toBe(body.requestId);
    expect(JSON.stringify(logged)).toContain('secret-payload');
    await app.close();
  });

  it('answers a malformed %-escape with 400 BAD_URL in the one shape, with nosniff', async () => {
    const { app } = await failingApp();
    const res = await app.inject({ method: 'GET', url: '/v1/admin/campaigns/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'BAD_URL',
      errorMessage: 'The URL holds a malformed %-escape.',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('answers a path parameter over 500 characters with 414 URI_TOO_LONG in the one shape, with nosniff', async () => {
    const { app } = await failingApp();
    const res = await app.inject({ method: 'GET', url: `/v1/admin/campaigns/${'1'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      errorCode: 'URI_TOO_LONG',
      errorMessage: 'A path parameter of the URL is too long (at most 500 characters).',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
