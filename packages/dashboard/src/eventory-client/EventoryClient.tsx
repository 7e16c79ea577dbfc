// /eventory-client (admin spec §2, issue 14 §4): the campaign named by ?campaignId= as a page author sees
// it, its page in editor mode, read-only, without sidebar or top bar; without one, a picker.
import { CampaignViewScreen } from '../campaigns/CampaignViewScreen.tsx';
import { CampaignPageView } from './CampaignPageView.tsx';

export default function EventoryClient() {
  return (
    <CampaignViewScreen texts="eventory-client">
      {(id) => <CampaignPageView key={id} campaignID={id} />}
    </CampaignViewScreen>
  );
}
