// /page-variants/{campaignId} (issue 17 §2 `abTestGroup`, decision 0091): the campaign's A/B page variants,
// opened by the A/B testers from the campaign screen; editable with abTestGroup writes.
import { Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { useCampaign } from '../campaigns/use-campaign.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { PageVariantsEditor } from './PageVariantsEditor.tsx';
import { usePageVariants } from './use-page-variants.ts';
import { useProjectOptions } from './use-project-options.ts';
import './messages.ts';

function PageVariants({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite('abTestGroup');
  const campaign = useCampaign(campaignId);
  const variants = usePageVariants(campaignId);
  const projects = useProjectOptions();
  const all = {
    isLoading: campaign.isLoading || variants.isLoading || projects.isLoading,
    isError: campaign.isError || variants.isError || projects.isError,
    refetch: () => Promise.all([campaign.refetch(), variants.refetch(), projects.refetch()]),
    data:
      campaign.data && variants.data && projects.data
        ? { campaign: campaign.data, variants: variants.data, projects: projects.data }
        : undefined,
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Link to={`/eventory/${campaignId}`}>{t('page-variants.back')}</Link>
      <Loaded query={all}>
        {(data) => (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('page-variants.heading', { name: data.campaign.name })}
            </Typography.Title>
            <Typography.Paragraph>{t('page-variants.intro')}</Typography.Paragraph>
            <PageVariantsEditor
              key={data.variants.variants.map((v) => `${v.key}:${v.weight}:${v.projectID}`).join()}
              campaignId={campaignId}
              variants={data.variants.variants}
              projects={data.projects}
              canWrite={canWrite}
            />
          </Space>
        )}
      </Loaded>
    </Space>
  );
}

export default function PageVariantsScreen() {
  const id = Number(useParams().campaignId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <PageVariants campaignId={id} />;
}
