// A bare screen that shows one campaign named by ?campaignId= (the diagram, the client view); without a valid
// id, a picker that asks for one. `texts` names the screen's picker texts (pickTitle, pickHint, campaignId, open).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CampaignIdPicker } from './CampaignIdPicker.tsx';
import { CampaignViewFrame } from './CampaignViewFrame.tsx';

export function CampaignViewScreen({
  texts,
  fill,
  children,
}: {
  texts: 'diagram' | 'eventory-client' | 'insight';
  /** The view fills the frame (a canvas) rather than flowing in it. */
  fill?: boolean;
  children: (campaignID: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('campaignId'));
  if (!Number.isInteger(id) || id <= 0)
    return (
      <CampaignViewFrame>
        <CampaignIdPicker
          title={t(`${texts}.pickTitle`)}
          hint={t(`${texts}.pickHint`)}
          label={t(`${texts}.campaignId`)}
          action={t(`${texts}.open`)}
          onPick={(campaignID) => setParams({ campaignId: String(campaignID) })}
        />
      </CampaignViewFrame>
    );
  return <CampaignViewFrame fill={fill}>{children(id)}</CampaignViewFrame>;
}
