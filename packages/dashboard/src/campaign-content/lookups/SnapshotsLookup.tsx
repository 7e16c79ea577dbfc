// Lookups > Snapshots: by campaign, containers, source and time range, paged (admin spec §7).
import { DatePicker, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '../../lists/list-params.ts';
import { useListState } from '../../lists/use-list-state.ts';
import { PagedTable } from '../PagedTable.tsx';
import { LookupFilter } from './LookupFilter.tsx';
import { fromUnixSeconds } from '../../forms/time.ts';
import { SNAPSHOT_SOURCES } from '@eventory/domain/container-admin';
import { ids, time } from './lookup-values.ts';
import '../messages.ts';

const SNAPSHOTS = {
  filters: { campaignID: 'text', containerIDs: 'text', sourceType: 'text', from: 'number', to: 'number' },
  limit: DEFAULT_LIMIT,
} as const;

export default function SnapshotsLookup() {
  const { t } = useTranslation();
  const p = useListState(SNAPSHOTS, { replace: true });
  const { filters: f } = p;
  // The body of POST lookup/snapshots: numbers and lists, not query text.
  const containerIDs = ids(f.containerIDs);
  const filters = {
    campaignID: /^\d+$/.test(f.campaignID) ? Number(f.campaignID) : undefined,
    containerIDs: containerIDs.length ? containerIDs : undefined,
    sourceType: f.sourceType ? [f.sourceType] : undefined,
    fromTimestamp: f.from,
    toTimestamp: f.to,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <LookupFilter
          label={t('campaign-content.campaignID')}
          value={p.draft.filters.campaignID}
          onChange={(v) => p.change({ campaignID: v })}
        />
        <LookupFilter
          label={t('campaign-content.containerIDs')}
          value={p.draft.filters.containerIDs}
          onChange={(v) => p.change({ containerIDs: v })}
        />
        <Select
          aria-label={t('campaign-content.sourceType')}
          placeholder={t('campaign-content.sourceType')}
          allowClear
          style={{ width: 200 }}
          value={p.draft.filters.sourceType || undefined}
          onChange={(v: string | undefined) => p.change({ sourceType: v ?? '' })}
          options={SNAPSHOT_SOURCES.map((s) => ({ value: s, label: s }))}
        />
        <DatePicker.RangePicker
          showTime
          aria-label={t('campaign-content.timeRange')}
          defaultValue={
            f.from || f.to ? [fromUnixSeconds(f.from ?? 0), fromUnixSeconds(f.to ?? 0)] : undefined
          }
          onChange={(range) => p.change({ from: range?.[0]?.unix(), to: range?.[1]?.unix() })}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="snapshots"
        path="lookup/snapshots"
        method="POST"
        filters={filters}
        list={p}
        rowKey="ID"
        data-testid="lookup-snapshots"
        empty={t('campaign-content.noSnapshots')}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
          { title: t('campaign-content.sourceType'), dataIndex: 'sourceType' },
          { title: t('campaign-content.takenAt'), dataIndex: 'timestamp', render: time },
          { title: t('campaign-content.recordCount'), dataIndex: 'recordCount' },
          { title: t('campaign-content.requestedBy'), dataIndex: 'createdBy' },
        ]}
      />
    </Space>
  );
}
