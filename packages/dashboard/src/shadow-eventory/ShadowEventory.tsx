// /shadow-eventory (admin spec §2, issue 14 §4): the campaign admin against a pull-request preview. Says
// which deployment this dashboard is (a preview, by its shadow prefix, or the main one), takes a preview id
// (and a campaign) kept in the URL, and links into that preview's campaign screens under
// /shadow/{PREVIEW_ID}{BASE_PATH}. Decision 0068.
import { Alert, Card, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { previewIdOf } from '@eventory/domain/runtime-config';
import { useServices } from '../services/use-services.ts';
import { campaignLinks, parsePreviewId } from './preview-links.ts';
import { PreviewForm } from './PreviewForm.tsx';
import { PreviewLinkList } from './PreviewLinkList.tsx';
import './messages.ts';

export default function ShadowEventory() {
  const { t } = useTranslation();
  const { config } = useServices();
  const [params, setParams] = useSearchParams();
  const current = previewIdOf(config.shadowPrefix);
  const asked = params.get('preview') ?? '';
  const preview = parsePreviewId(asked);
  const campaignNumber = Number(params.get('campaignId'));
  const campaignID = Number.isInteger(campaignNumber) && campaignNumber > 0 ? campaignNumber : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('shadow-eventory.title')}
      </Typography.Title>
      {current ? (
        <Alert
          type="warning"
          showIcon
          title={t('shadow-eventory.inPreview', { id: current })}
          description={
            <PreviewLinkList
              links={campaignLinks(config.basePath, null, campaignID)}
              campaignID={campaignID}
              label={t('shadow-eventory.mainLinks')}
              newTab
              testId="shadow-main-links"
            />
          }
        />
      ) : (
        <Alert type="info" showIcon title={t('shadow-eventory.inMain')} />
      )}
      <PreviewForm
        key={`${asked}|${campaignID ?? ''}`}
        previewId={asked}
        campaignID={campaignID}
        onOpen={(id, campaign) =>
          setParams(campaign === null ? { preview: id } : { preview: id, campaignId: String(campaign) })
        }
      />
      {preview ? (
        <Card title={t('shadow-eventory.previewLinks', { id: preview })}>
          <Typography.Paragraph type="secondary">{t('shadow-eventory.previewNote')}</Typography.Paragraph>
          <PreviewLinkList
            links={campaignLinks(config.basePath, preview, campaignID)}
            campaignID={campaignID}
            label={t('shadow-eventory.previewLinks', { id: preview })}
            newTab
            testId="shadow-preview-links"
          />
        </Card>
      ) : (
        <Typography.Paragraph type="secondary">{t('shadow-eventory.empty')}</Typography.Paragraph>
      )}
    </Space>
  );
}
