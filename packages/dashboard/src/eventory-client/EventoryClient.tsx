// /eventory-client (admin spec §2, issue 14 §4): the campaign named by ?campaignId= as a page author sees
// it, its page in editor mode, read-only, without sidebar or top bar; without one, a picker.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CampaignIdPicker } from '../campaigns/CampaignIdPicker.tsx';
import { CampaignViewFrame } from '../campaigns/CampaignViewFrame.tsx';
import { CampaignPageView } from './CampaignPageView.tsx';

export default function EventoryClient() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('campaignId'));
  if (!Number.isInteger(id) || id <= 0)
    return (
      <CampaignViewFrame>
        <CampaignIdPicker
          title={t('eventory-client.pickTitle')}
          hint={t('eventory-client.pickHint')}
          label={t('eventory-client.campaignId')}
          action={t('eventory-client.open')}
          onPick={(campaignID) => setParams({ campaignId: String(campaignID) })}
        />
      </CampaignViewFrame>
    );
  return (
    <CampaignViewFrame>
      <CampaignPageView key={id} campaignID={id} />
    </CampaignViewFrame>
  );
}
