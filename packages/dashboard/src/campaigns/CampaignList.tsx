// The campaign list (admin spec §3 Campaign list state, §4 Lists): filters, limit and offset live in the
// URL; changing a filter resets the offset to 0; page = offset/limit + 1.
import { Alert, Button, Card, Input, Result, Space, Switch, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@eventory/domain/campaign';
import { useCampaignList, eventPageUrl } from './campaign-api.ts';
import { CampaignCreateForm } from './CampaignCreateForm.tsx';
import { formatUnixSeconds } from './time.ts';
import { useCanWrite } from './use-can-write.ts';

const DEFAULT_LIMIT = 20;

export default function CampaignList() {
  const { t } = useTranslation();
  const canWrite = useCanWrite('campaignControl');
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit')) || DEFAULT_LIMIT;
  const offset = Number(params.get('offset')) || 0;
  const codeName = params.get('codeName') ?? '';
  const showEnded = params.get('showEnded') === 'true';
  const list = useCampaignList({ limit, offset, codeName, showEnded });

  function setFilter(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('offset' in changes)) next.delete('offset');
    setParams(next);
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>{t('campaign.title')}</Typography.Title>
      {!canWrite && <Alert type="info" showIcon title={t('campaign.readOnlyHint')} />}
      <CampaignCreateForm disabled={!canWrite} />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('campaign.filterCodeName')}
            placeholder={t('campaign.filterCodeName')}
            defaultValue={codeName}
            allowClear
            onSearch={(value) => setFilter({ codeName: value.trim() || undefined })}
          />
          <Space>
            <Switch
              id="campaign-show-ended"
              aria-label={t('campaign.showEnded')}
              checked={showEnded}
              onChange={(checked) => setFilter({ showEnded: checked ? 'true' : undefined })}
            />
            <label htmlFor="campaign-show-ended">{t('campaign.showEnded')}</label>
          </Space>
        </Space>
        {list.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<Campaign>
            rowKey="ID"
            loading={list.isLoading}
            dataSource={list.data?.events ?? []}
            locale={{ emptyText: t('campaign.empty') }}
            scroll={{ x: true }}
            pagination={{
              current: Math.floor(offset / limit) + 1,
              pageSize: limit,
              total: list.data?.totalCount ?? 0,
              onChange: (page, pageSize) =>
                pageSize !== limit
                  ? setFilter({ limit: String(pageSize) })
                  : setFilter({ offset: String((page - 1) * pageSize) || undefined }),
            }}
            columns={[
              { title: t('campaign.id'), dataIndex: 'ID' },
              {
                title: t('campaign.codeName'),
                dataIndex: 'codeName',
                render: (value: string, campaign) => <Link to={`/eventory/${campaign.ID}`}>{value}</Link>,
              },
              { title: t('campaign.name'), dataIndex: 'name' },
              { title: t('campaign.startTime'), dataIndex: 'startTime', render: formatUnixSeconds },
              { title: t('campaign.endTime'), dataIndex: 'endTime', render: formatUnixSeconds },
              {
                title: t('campaign.eventPage'),
                key: 'eventPage',
                render: (_, campaign) => (
                  <a href={eventPageUrl(campaign)} target="_blank" rel="noreferrer">
                    {t('campaign.openEventPage')}
                  </a>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
