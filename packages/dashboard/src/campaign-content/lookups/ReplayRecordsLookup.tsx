// Lookups > Replay records: by campaign and container, paged (admin spec §7).
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '../../lists/list-params.ts';
import { useListState } from '../../lists/use-list-state.ts';
import { PagedTable } from '../PagedTable.tsx';
import { LookupFilter } from './LookupFilter.tsx';
import { time } from './lookup-values.ts';
import '../messages.ts';

const REPLAY_RECORDS = {
  filters: { campaignID: 'text', containerID: 'text' },
  limit: DEFAULT_LIMIT,
} as const;

export default function ReplayRecordsLookup() {
  const { t } = useTranslation();
  const p = useListState(REPLAY_RECORDS, { replace: true });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <LookupFilter
          label={t('campaign-content.campaignID')}
          value={p.draft.filters.campaignID}
          onChange={(v) => p.change({ campaignID: v })}
        />
        <LookupFilter
          label={t('campaign-content.containerID')}
          value={p.draft.filters.containerID}
          onChange={(v) => p.change({ containerID: v })}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="replayrecords"
        path="lookup/replayrecords"
        filters={p.filters}
        list={p}
        rowKey="ID"
        data-testid="lookup-replay-records"
        empty={t('campaign-content.noReplayRecords')}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
          { title: t('campaign-content.state'), dataIndex: 'status' },
          { title: t('campaign-content.requestedBy'), dataIndex: 'requestedBy' },
          { title: t('campaign-content.eventsReplayed'), dataIndex: 'eventsReplayed' },
          { title: t('campaign-content.startedAt'), dataIndex: 'startedAt', render: time },
          { title: t('campaign-content.finishedAt'), dataIndex: 'finishedAt', render: time },
        ]}
      />
    </Space>
  );
}
