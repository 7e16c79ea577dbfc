// The page of a campaign by its id, for the dashboard's client view (/eventory-client): exactly the
// document /event/{codeName} gets (loadPageDocument), found by the campaign id. Decision 0068.
import type { PageDocument } from '@eventory/domain/blueprint';
import type { Executor } from '../db/client.ts';
import { findCampaign } from '../campaigns/campaigns.ts';
import { loadPageDocument } from './pages.ts';

export async function campaignPageDocument(db: Executor, campaignID: number): Promise<PageDocument> {
  const campaign = await findCampaign(db, campaignID);
  return loadPageDocument(db, campaign.codeName);
}
