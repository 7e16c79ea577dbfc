// Path and query pieces every route file shares: the `:id` path parameter, the empty-means-absent rule of
// query strings and the limit/offset paging query.
import { z } from 'zod';

/** `:id` of a path: a positive whole number. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive('id must be a positive number'),
});

/** A query value sent empty (`?name=`) counts as not sent, so its default applies. */
export const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

/** `limit` (1 to maxLimit, default defaultLimit) and `offset` (0 or more, default 0) of a paged list. */
export const pagingQuery = ({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) => ({
  limit: given(
    z.coerce
      .number()
      .int()
      .min(1, 'limit is at least 1')
      .max(maxLimit, `limit is at most ${maxLimit}`)
      .default(defaultLimit),
  ),
  offset: given(z.coerce.number().int().min(0, 'offset is at least 0').default(0)),
});
