// /diagram (admin spec §2, issue 14 §4): the campaign named by ?campaignId= as a laid-out graph of its
// leaderboards, containers, evaluators, aggregators, missions and votes; without one, a picker.
import { useSearchParams } from 'react-router';
import { CampaignDiagramView } from './CampaignDiagramView.tsx';
import { DiagramCampaignPicker } from './DiagramCampaignPicker.tsx';

export default function DiagramScreen() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('campaignId'));
  if (!Number.isInteger(id) || id <= 0)
    return <DiagramCampaignPicker onPick={(campaignID) => setParams({ campaignId: String(campaignID) })} />;
  return <CampaignDiagramView key={id} campaignID={id} />;
}
