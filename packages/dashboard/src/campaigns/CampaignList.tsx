// The campaign list (admin spec §3 Campaign list state, §4 Lists): filters, limit and offset live in the
// URL; changing a filter or the limit resets the offset to 0 and reloads after 500 ms; page = offset/limit + 1.
import { Alert, Card, Empty, Input, Select, Space, Switch, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@eventory/domain/campaign';
import { eventPageUrl } from './campaign-api.ts';
import { useCampaignList } from './use-campaign-list.ts';
import { CampaignCreateForm, regionOptions } from './CampaignCreateForm.tsx';
import { ImportCampaign } from './ImportCampaign.tsx';
import { CAMPAIGN_LIST, FILTER_DEBOUNCE_MS, PAGE_SIZES } from './list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import { useCanWrite } from './use-can-write.ts';

export default function CampaignList() {
  const { t } = useTranslation();
  const canWrite = useCanWrite('campaignControl');
  // What the filter inputs show is `draft`; the URL (and so the request) follows 500 ms after the last change.
  const state = useListState(CAMPAIGN_LIST, { debounceMs: FILTER_DEBOUNCE_MS });
  const list = useCampaignList(
    { limit: state.limit, offset: state.offset, ...state.filters },
    { placeholderData: keepPreviousData },
  );
  const draft = { ...state.draft.filters, limit: state.draft.limit };
  const change = ({ limit, ...filters }: Partial<typeof draft>) => state.change(filters, limit);

  const id = (name: string) => `campaign-filter-${name}`;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>{t('campaign.title')}</Typography.Title>
      {!canWrite && <Alert type="info" showIcon title={t('campaign.readOnlyHint')} />}
      <CampaignCreateForm disabled={!canWrite} />
      <Card title={t('campaign.listTitle')} extra={<ImportCampaign />}>
        <div data-testid="campaign-filters" role="search" aria-label={t('campaign.filters')}>
          <Space wrap align="end" style={{ marginBottom: 16 }}>
            <Space direction="vertical" size={2}>
              <label htmlFor={id('codeName')}>{t('campaign.filterCodeName')}</label>
              <Input
                id={id('codeName')}
                allowClear
                value={draft.codeName}
                onChange={(e) => change({ codeName: e.target.value })}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <label htmlFor={id('designName')}>{t('campaign.filterDesignName')}</label>
              <Input
                id={id('designName')}
                allowClear
                value={draft.designName}
                onChange={(e) => change({ designName: e.target.value })}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <label htmlFor={id('regions')}>{t('campaign.filterRegions')}</label>
              <Select
                id={id('regions')}
                mode="multiple"
                allowClear
                style={{ minWidth: 200 }}
                options={regionOptions}
                value={draft.regions}
                onChange={(regions: string[]) => change({ regions })}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <label htmlFor={id('limit')}>{t('campaign.pageLimit')}</label>
              <Select
                id={id('limit')}
                style={{ minWidth: 100 }}
                options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
                value={draft.limit}
                onChange={(limit: number) => change({ limit })}
              />
            </Space>
            <Space>
              <Switch
                id={id('showEnded')}
                checked={draft.showEnded}
                onChange={(showEnded) => change({ showEnded })}
              />
              <label htmlFor={id('showEnded')}>{t('campaign.showEnded')}</label>
            </Space>
          </Space>
        </div>
        {list.isError ? (
          <LoadFailed retry={list.refetch} />
        ) : (
          <Table<Campaign>
            rowKey="ID"
            data-testid="campaign-list"
            loading={list.isFetching}
            dataSource={list.data?.events ?? []}
            locale={{
              emptyText: list.isLoading ? (
                t('app.loading')
              ) : (
                <Empty description={t('campaign.emptyAction')} />
              ),
            }}
            scroll={{ x: true }}
            pagination={listPagination(state, list.data?.totalCount ?? 0)}
            columns={[
              { title: t('campaign.id'), dataIndex: 'ID' },
              {
                title: t('campaign.codeName'),
                dataIndex: 'codeName',
                render: (value: string, campaign) => <Link to={`/eventory/${campaign.ID}`}>{value}</Link>,
              },
              { title: t('campaign.name'), dataIndex: 'name' },
              { title: t('campaign.designName'), dataIndex: 'designName' },
              {
                title: t('campaign.regions'),
                dataIndex: 'regions',
                render: (regions: string[]) => regions.join(', ') || '—',
              },
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
