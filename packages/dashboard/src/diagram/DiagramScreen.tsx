// /diagram (admin spec §2, issue 14 §4): the campaign named by ?campaignId= as a laid-out graph of its
// leaderboards, containers, evaluators, aggregators, missions and votes; without one, a picker.
import { CampaignViewScreen } from '../campaigns/CampaignViewScreen.tsx';
import { CampaignDiagramView } from './CampaignDiagramView.tsx';

export default function DiagramScreen() {
  return (
    <CampaignViewScreen texts="diagram" fill>
      {(id) => <CampaignDiagramView key={id} campaignID={id} />}
    </CampaignViewScreen>
  );
}
