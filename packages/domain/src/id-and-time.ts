// The id and time fields every admin input shares.
import { z } from 'zod';

/** A stored object's id: a positive integer. */
export const idSchema = z.number().int().positive();

/** A point in time as unix seconds. */
export const unixSecondsSchema = z.number().int().min(0, 'must be unix seconds (0 or more)');
