// /eventory/{id}/{section}: a campaign's missions and roadmaps, questionnaires, prizes, tracker and
// replay status, and template versions, one tab each (admin spec §2 Screens of the campaign admin).
import { Alert, Space, Tabs, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canPerform } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { useCampaign } from '../campaigns/use-campaign.ts';
import { useScreenTitle } from '../services/use-screen-title.ts';
import { MissionsSection } from './MissionsSection.tsx';
import { RoadmapsSection } from './RoadmapsSection.tsx';
import { QuestionnairesSection } from './QuestionnairesSection.tsx';
import { PrizesSection } from './PrizesSection.tsx';
import { TrackerSection } from './TrackerSection.tsx';
import { TemplateVersions } from './TemplateVersions.tsx';
import { VotesSection } from '../votes/VotesSection.tsx';
import { RegistrationsSection } from '../registrations/RegistrationsSection.tsx';
import { CONTENT_SECTIONS, type ContentSection } from '../navigation/content-sections.ts';
import './messages.ts';

function Section({ section, campaignId }: { section: ContentSection; campaignId: number }) {
  switch (section) {
    case 'missions':
      return (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <MissionsSection campaignId={campaignId} />
          <RoadmapsSection campaignId={campaignId} />
        </Space>
      );
    case 'votes':
      return <VotesSection campaignId={campaignId} />;
    case 'questionnaires':
      return <QuestionnairesSection campaignId={campaignId} />;
    case 'registrations':
      return <RegistrationsSection campaignId={campaignId} />;
    case 'prizes':
      return <PrizesSection campaignId={campaignId} />;
    case 'tracker':
      return <TrackerSection campaignId={campaignId} />;
    case 'versions':
      return <TemplateVersions campaignId={campaignId} />;
  }
}

export default function CampaignContent({ section }: { section: ContentSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grantee } = useAuth();
  const id = Number(useParams().campaignId);
  const campaign = useCampaign(id);
  const name = campaign.data?.name;
  useScreenTitle(name && `${t(`campaign-content.section_${section}`)} · ${name}`);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  const readOnly = grantee !== null && !canPerform(grantee, 'campaignControl', { write: true });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Link to={`/eventory/${id}`}>{t('campaign-content.backToCampaign')}</Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('campaign-content.contentTitle', { codeName: campaign.data?.codeName ?? id })}
      </Typography.Title>
      {readOnly && <Alert type="info" showIcon title={t('campaign-content.readOnlyHint')} />}
      <Tabs
        activeKey={section}
        onChange={(key) => void navigate(`/eventory/${id}/${key}`)}
        items={CONTENT_SECTIONS.map((s) => ({ key: s, label: t(`campaign-content.section_${s}`) }))}
      />
      <Section key={section} section={section} campaignId={id} />
    </Space>
  );
}

/** The links from the campaign detail to its content sections. */
export function CampaignContentLinks({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('campaign-content.title')} data-testid="campaign-content-links">
      <Space wrap>
        {CONTENT_SECTIONS.map((s) => (
          <Link key={s} to={`/eventory/${campaignId}/${s}`}>
            {t(`campaign-content.section_${s}`)}
          </Link>
        ))}
        <Link to="/eventory/lookups">{t('campaign-content.lookups')}</Link>
      </Space>
    </nav>
  );
}
