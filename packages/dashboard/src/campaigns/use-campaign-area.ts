import type { Area } from '@eventory/domain/permissions';
import { useCampaign } from './use-campaign.ts';

/**
 * The area a campaign belongs to (decision 0120): permanent when flagged isPermanent, else regular (also while
 * it loads). A campaign screen checks its permissions in it, as the server does for the campaign's objects.
 */
export function useCampaignArea(campaignId: number): Area {
  return useCampaign(campaignId).data?.isPermanent ? 'permanent' : 'regular';
}
