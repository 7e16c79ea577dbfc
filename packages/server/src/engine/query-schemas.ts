// Query parameter schemas the public ranking reads share.
import { z } from 'zod';
import { given } from '../http/params.ts';

export const MAX_LEADERBOARD_COUNT = 1000;

export const flag = (name: string, fallback: 'true' | 'false') =>
  given(
    z.enum(['true', 'false', '1', '0'], { error: `${name} must be true, false, 1 or 0` }).default(fallback),
  ).transform((v) => v === 'true' || v === '1');

export const containerIdSchema = given(
  z.coerce
    .number({ error: 'containerID is required' })
    .int('containerID must be a whole number')
    .positive('containerID must be a positive number'),
);

export const rankLimit = (name: string) =>
  given(
    z.coerce.number().int(`${name} must be a whole number`).min(0, `${name} must be 0 or more`).default(0),
  );
