// The campaign list query (admin spec §3 list state, §5: text filters trimmed; ended campaigns
// hidden unless showEnded).
import { z } from 'zod';

/** Query strings arrive as text; '' means "not given" so a cleared filter box sends nothing. */
const given = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const MAX_CAMPAIGN_PAGE = 500;

export const campaignListQuerySchema = z.object({
  limit: given(z.coerce.number().int().min(1).max(MAX_CAMPAIGN_PAGE).default(20)),
  offset: given(z.coerce.number().int().min(0).default(0)),
  codeName: z.string().trim().default(''),
  name: z.string().trim().default(''),
  designName: z.string().trim().default(''),
  showEnded: given(flag.default(false)),
  isPermanent: given(flag.optional()),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
