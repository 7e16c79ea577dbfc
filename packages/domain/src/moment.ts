// A moment a rule depends on (a start or end): whole unix seconds after 1970. 0 is what an unset time
// looks like, so it is refused wherever a start or end must be set (docs/decisions/0036).
import { z } from 'zod';

export const momentSchema = z
  .number()
  .int('must be whole unix seconds')
  .min(1, 'must be unix seconds after 1970 (0 is not a time)');
