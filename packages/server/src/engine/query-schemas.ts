// Query parameter schemas the public ranking reads share.
import { z } from 'zod';
import { given } from '../http/params.ts';
import { idSchema, wholeNumberSchema } from '@eventory/domain/ids';

export const MAX_LEADERBOARD_COUNT = 1000;

export const flag = (name: string, fallback: 'true' | 'false') =>
  given(
    z.enum(['true', 'false', '1', '0'], { error: `${name} must be true, false, 1 or 0` }).default(fallback),
  ).transform((v) => v === 'true' || v === '1');

export const containerIdSchema = given(idSchema('containerID'));

export const rankLimit = (name: string) => given(wholeNumberSchema(name, 0).default(0));
