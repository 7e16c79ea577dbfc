// The window of an insight query (decision 0088): the campaign, its timezone's offset and the buckets' starts,
// read once for every insight answer.
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
import { BUCKET_MS, bucketStarts, type InsightQuery } from '@eventory/domain/insight';
import type { Executor } from '../db/client.ts';
import { findCampaign } from '../campaigns/campaigns.ts';

/** The campaign (404 if unknown) and the query's buckets in its timezone: each start, their size and the range. */
export async function insightWindow(db: Executor, campaignID: number, query: InsightQuery) {
  const campaign = await findCampaign(db, campaignID);
  const timezone = campaign.timezone;
  const starts = bucketStarts(query, timezone);
  const size = BUCKET_MS[query.bucket];
  return {
    campaign,
    timezone,
    offsetMs: timezoneOffsetMinutes(timezone) * 60_000,
    starts,
    size,
    from: starts[0]!,
    to: starts.at(-1)! + size,
  };
}
