// The id and time fields every admin input shares.
import { z } from 'zod';
import { idSchema as idOf } from './ids.ts';

/** A stored object's id: 1 to 2147483647, read by the one id parser (ids.ts). */
export const idSchema = idOf();

/** A point in time as unix seconds. */
export const unixSecondsSchema = z.number().int().min(0, 'must be unix seconds (0 or more)');
