// /diagram (admin spec §2, issue 14 §4): the campaign named by ?campaignId= as a laid-out graph of its
// leaderboards, containers, evaluators, aggregators, missions and votes; without one, a picker.
import { useSearchParams } from 'react-router';
import { CampaignDiagramView } from './CampaignDiagramView.tsx';
import { useTranslation } from 'react-i18next';
import { CampaignIdPicker } from '../campaigns/CampaignIdPicker.tsx';
import { CampaignViewFrame } from '../campaigns/CampaignViewFrame.tsx';

export default function DiagramScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('campaignId'));
  if (!Number.isInteger(id) || id <= 0)
    return (
      <CampaignViewFrame>
        <CampaignIdPicker
          title={t('diagram.pickTitle')}
          hint={t('diagram.pickHint')}
          label={t('diagram.campaignId')}
          action={t('diagram.open')}
          onPick={(campaignID) => setParams({ campaignId: String(campaignID) })}
        />
      </CampaignViewFrame>
    );
  return (
    <CampaignViewFrame fill>
      <CampaignDiagramView key={id} campaignID={id} />
    </CampaignViewFrame>
  );
}
