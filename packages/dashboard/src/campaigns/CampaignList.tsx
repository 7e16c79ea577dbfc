// The campaign list (admin spec §3 Campaign list state, §4 Lists): filters, limit and offset live in the
// URL; changing a filter or the limit resets the offset to 0 and reloads after 500 ms; page = offset/limit + 1.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Result, Select, Space, Switch, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@eventory/domain/campaign';
import { pageOf } from '@eventory/domain/paging';
import { useCampaignList, eventPageUrl } from './campaign-api.ts';
import { CampaignCreateForm, regionOptions } from './CampaignCreateForm.tsx';
import { ImportCampaign } from './ImportCampaign.tsx';
import {
  FILTER_DEBOUNCE_MS,
  PAGE_SIZES,
  readListParams,
  sameFilters,
  writeFilters,
  writePage,
  type CampaignFilters,
} from './list-params.ts';
import { formatUnixSeconds } from './time.ts';
import { useCanWrite } from './use-can-write.ts';

const filtersOf = ({ offset: _offset, ...filters }: ReturnType<typeof readListParams>): CampaignFilters =>
  filters;

export default function CampaignList() {
  const { t } = useTranslation();
  const canWrite = useCanWrite('campaignControl');
  const [params, setParams] = useSearchParams();
  const query = readListParams(params);
  const list = useCampaignList(query, { placeholderData: keepPreviousData });

  // What the filter inputs show; the URL (and so the request) follows 500 ms after the last change.
  const [draft, setDraft] = useState<CampaignFilters>(() => filtersOf(query));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const urlFilters = filtersOf(query);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The back button (or a link) changed the URL: the inputs follow, unless a change is pending.
  const search = params.toString();
  useEffect(() => {
    if (timer.current === undefined)
      setDraft((current) => (sameFilters(current, urlFilters) ? current : urlFilters));
    // urlFilters is derived from `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  function change(changes: Partial<CampaignFilters>) {
    const next = { ...draft, ...changes };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setParams((current) => writeFilters(current, next));
    }, FILTER_DEBOUNCE_MS);
  }

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
          <Result
            status="error"
            title={t('common.loadFailed')}
            extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          />
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
            pagination={{
              current: pageOf(query.offset, query.limit),
              pageSize: query.limit,
              total: list.data?.totalCount ?? 0,
              showSizeChanger: false,
              onChange: (page) => setParams((current) => writePage(current, page, query.limit)),
            }}
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
