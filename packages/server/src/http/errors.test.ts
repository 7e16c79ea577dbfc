import { describe, expect, it } from 'vitest';
import { DomainError } from '@eventory/domain/errors';
import { toErrorResponse } from './errors.ts';

describe('toErrorResponse', () => {
  it('answers a DomainError with its status and body', () => {
    expect(
      toErrorResponse(new DomainError('NOT_FOUND', 'Campaign 3 was not found.', 404), {
        appEnv: 'production',
      }),
    ).toEqual({
      status: 404,
      body: { errorCode: 'NOT_FOUND', errorMessage: 'Campaign 3 was not found.' },
    });
  });

  it('never shows an unexpected error in production', () => {
    const { status, body } = toErrorResponse(new Error('relation "secret_table" does not exist'), {
      appEnv: 'production',
    });
    expect(status).toBe(500);
    expect(body.errorCode).toBe('INTERNAL');
    expect(body.errorMessage).toMatch(/^Something went wrong on our side/);
    expect(JSON.stringify(body)).not.toContain('secret_table');
  });

  it('adds the message outside production to help debugging', () => {
    const { body } = toErrorResponse(new Error('boom'), { appEnv: 'development' });
    expect(body.errorMessage).toContain('(boom)');
  });
});
