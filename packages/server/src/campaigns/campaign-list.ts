// The campaign list query (admin spec §3 list state, §5: text filters trimmed; ended campaigns
// hidden unless showEnded).
import { z } from 'zod';
import { CAMPAIGN_KINDS, NIL_STRING } from '@eventory/domain/campaign';
import { PROJECT_REGIONS } from '@eventory/domain/regions';

/** Query strings arrive as text; '' means "not given" so a cleared filter box sends nothing. */
const given = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A text filter: trimmed; '' (or the older API's 'nil_string') = no filter. */
const text = z
  .string()
  .trim()
  .transform((v) => (v === NIL_STRING ? '' : v))
  .default('');

const unixSeconds = given(z.coerce.number().int().min(0).optional());

export const MAX_CAMPAIGN_PAGE = 500;

export const campaignListQuerySchema = z.object({
  limit: given(z.coerce.number().int().min(1).max(MAX_CAMPAIGN_PAGE).default(20)),
  offset: given(z.coerce.number().int().min(0).default(0)),
  codeName: text,
  name: text,
  designName: text,
  showEnded: given(flag.default(false)),
  isPermanent: given(flag.optional()),
  /** Comma list: campaigns running in any of these regions. */
  regions: given(
    z
      // A repeated parameter (regions=TW&regions=HK) arrives as a list; read it as the comma list.
      .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string())
      .transform((v) =>
        v
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(PROJECT_REGIONS, { error: 'regions: unknown region' })))
      .optional(),
  ),
  /** With endTime: campaigns overlapping the range (unix seconds). */
  startTime: unixSeconds,
  endTime: unixSeconds,
  scope: text,
  type: given(z.enum(CAMPAIGN_KINDS).optional()),
  corporation: text,
  department: text,
  /** A tag ID. */
  tag: given(z.coerce.number().int().positive().optional()),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
