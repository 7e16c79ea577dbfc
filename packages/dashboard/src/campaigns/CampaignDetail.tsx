// Campaign detail: the campaign and its leaderboards, fetched in parallel, and "Create leaderboard".
import { Alert, Button, Descriptions, Result, Space, Spin, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@eventory/domain/campaign';
import { useCampaign, useCampaignLeaderboards, eventPageUrl } from './campaign-api.ts';
import { LeaderboardCreateForm } from './LeaderboardCreateForm.tsx';
import { formatUnixSeconds } from './time.ts';
import { useCanWrite } from './use-can-write.ts';
import { NotFoundPage } from '../access/BlockingPages.tsx';

export default function CampaignDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().campaignId);
  const canWrite = useCanWrite('campaignControl');
  const campaign = useCampaign(id);
  const leaderboards = useCampaignLeaderboards(id);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (campaign.isLoading) return <Spin />;
  if (campaign.isError || !campaign.data) {
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void campaign.refetch()}>{t('common.retry')}</Button>
            <Link to="/eventory">{t('campaign.backToList')}</Link>
          </Space>
        }
      />
    );
  }
  const c = campaign.data;
  const url = eventPageUrl(c);
  const visible = (leaderboards.data ?? []).filter((lb) => !lb.isDeleted);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/eventory">{t('campaign.backToList')}</Link>
      <Typography.Title level={2}>{t('campaign.detailTitle', { codeName: c.codeName })}</Typography.Title>
      {!canWrite && <Alert type="info" showIcon title={t('campaign.readOnlyHint')} />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('campaign.id')}>{c.ID}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.codeName')}>{c.codeName}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.name')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.timezone')}>{c.timezone}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.startTime')}>
          {formatUnixSeconds(c.startTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaign.endTime')}>{formatUnixSeconds(c.endTime)}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.regions')}>{c.regions.join(', ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('campaign.eventPage')}>
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Descriptions.Item>
      </Descriptions>
      <LeaderboardCreateForm campaign={c} disabled={!canWrite} />
      <div>
        <Typography.Title level={3}>{t('leaderboard.title')}</Typography.Title>
        {leaderboards.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            extra={<Button onClick={() => void leaderboards.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<Leaderboard>
            rowKey="ID"
            data-testid="leaderboard-list"
            loading={leaderboards.isLoading}
            dataSource={visible}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: t('leaderboard.empty') }}
            columns={[
              { title: t('leaderboard.id'), dataIndex: 'ID' },
              { title: t('leaderboard.groupName'), dataIndex: 'groupName' },
              { title: t('leaderboard.containerId'), dataIndex: 'containerID' },
              { title: t('campaign.startTime'), dataIndex: 'startTime', render: formatUnixSeconds },
              { title: t('campaign.endTime'), dataIndex: 'endTime', render: formatUnixSeconds },
              {
                title: t('campaign.eventPage'),
                key: 'eventPage',
                render: () => (
                  <a href={url} target="_blank" rel="noreferrer">
                    {t('campaign.openEventPage')}
                  </a>
                ),
              },
            ]}
          />
        )}
      </div>
    </Space>
  );
}
