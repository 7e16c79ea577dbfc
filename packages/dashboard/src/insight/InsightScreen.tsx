// /insight?campaignId= (issue 17 §1, gated by insightLink): the campaign's insight; without an id, a picker.
import { CampaignViewScreen } from '../campaigns/CampaignViewScreen.tsx';
import { CampaignInsightView } from './CampaignInsightView.tsx';

export default function InsightScreen() {
  return (
    <CampaignViewScreen texts="insight">
      {(id) => <CampaignInsightView key={id} campaignID={id} />}
    </CampaignViewScreen>
  );
}
