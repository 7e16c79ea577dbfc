// The id and time fields every admin input shares.
import { z } from 'zod';
import { idSchema as idOf } from './ids.ts';

/** A stored object's id: 1 to 2147483647, read by the one id parser (ids.ts). */
export const idSchema = idOf();

/** A point in time as unix seconds. */
export const unixSecondsSchema = z.number().int().min(0, 'must be unix seconds (0 or more)');

/**
 * A moment a rule depends on (a start or end): whole unix seconds after 1970. 0 is what an unset time
 * looks like, so it is refused wherever a start or end must be set (docs/decisions/0036).
 */
export const momentSchema = z
  .number()
  .int('must be whole unix seconds')
  .min(1, 'must be unix seconds after 1970 (0 is not a time)');
