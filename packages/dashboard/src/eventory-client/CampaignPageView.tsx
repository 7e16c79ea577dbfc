// A campaign's page as its author sees it: the blueprint viewers get, rendered by the blocks' Renderer in
// editor mode (interaction disabled, placeholder content, nothing sent), read-only, in a phone-wide frame.
import { useMemo } from 'react';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogue } from '@eventory/blocks/catalogue';
import { createMemoryNavigation, NavigationProvider, pageFrame, Renderer } from '@eventory/blocks/renderer';
import { ApiError } from '../services/api-client.ts';
import { useLocale } from '../services/use-locale.ts';
import { useCampaignPage } from './use-campaign-page.ts';
import './messages.ts';

/** The phone size the event pages are built for (issue 14 §2). */
const PHONE_WIDTH = 390;

export function CampaignPageView({ campaignID }: { campaignID: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const page = useCampaignPage(campaignID);
  const navigation = useMemo(() => createMemoryNavigation(), []);
  const blueprint = useMemo(
    () => (page.data ? pageFrame(page.data.blueprint, page.data.pageType) : undefined),
    [page.data],
  );

  if (page.isError) {
    const notFound = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={
          notFound
            ? t('eventory-client.notFound', { id: campaignID })
            : t('eventory-client.loadFailed', {
                reason: page.error instanceof Error ? page.error.message : String(page.error),
              })
        }
        extra={
          <Space>
            {!notFound && <Button onClick={() => void page.refetch()}>{t('eventory-client.retry')}</Button>}
            <Link to="/eventory">{t('campaign.backToList')}</Link>
          </Space>
        }
      />
    );
  }
  if (!page.data || !blueprint)
    return (
      <Space role="status" style={{ padding: 24 }}>
        <Spin />
        {t('eventory-client.loading')}
      </Space>
    );

  const { codeName } = page.data;
  return (
    <>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('eventory-client.title', { codeName })}
        </Typography.Title>
        <Space wrap>
          <Link to={`/eventory/${campaignID}`}>{t('eventory-client.backToCampaign')}</Link>
          <a href={`/event/${encodeURIComponent(codeName)}`} target="_blank" rel="noreferrer">
            {t('eventory-client.openEventPage')}
          </a>
        </Space>
      </Space>
      <Alert type="info" showIcon title={t('eventory-client.readOnly', { codeName })} />
      <section
        aria-label={t('eventory-client.page')}
        data-testid="client-view-page"
        style={{
          width: PHONE_WIDTH,
          maxWidth: '100%',
          margin: '0 auto',
          border: '1px solid #d9d9d9',
          borderRadius: 12,
          overflow: 'hidden',
          // Makes the frame the containing block of the page's fixed parts (back-to-top, modals).
          transform: 'translateZ(0)',
        }}
      >
        <NavigationProvider navigation={navigation}>
          <Renderer node={blueprint} mode="editor" registry={catalogue} locale={locale} />
        </NavigationProvider>
      </section>
    </>
  );
}
