// Lookups > Leaderboards: by campaign, group name and container, paged (admin spec §7).
import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '../../lists/list-params.ts';
import { useListState } from '../../lists/use-list-state.ts';
import { PagedTable } from '../PagedTable.tsx';
import { LookupFilter } from './LookupFilter.tsx';
import { time } from './lookup-values.ts';
import '../messages.ts';

const LEADERBOARDS = {
  filters: { campaignID: 'text', groupName: 'text', containerID: 'text' },
  limit: DEFAULT_LIMIT,
} as const;

export default function LeaderboardsLookup() {
  const { t } = useTranslation();
  const p = useListState(LEADERBOARDS, { replace: true });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <LookupFilter
          label={t('campaign-content.campaignID')}
          value={p.draft.filters.campaignID}
          onChange={(v) => p.change({ campaignID: v })}
        />
        <LookupFilter
          label={t('campaign-content.groupName')}
          value={p.draft.filters.groupName}
          onChange={(v) => p.change({ groupName: v })}
        />
        <LookupFilter
          label={t('campaign-content.containerID')}
          value={p.draft.filters.containerID}
          onChange={(v) => p.change({ containerID: v })}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="leaderboards"
        path="lookup/leaderboards"
        filters={p.filters}
        list={p}
        rowKey="ID"
        data-testid="lookup-leaderboards"
        empty={t('campaign-content.noLeaderboards')}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          {
            title: t('campaign-content.campaignID'),
            key: 'campaign',
            render: (_, r) => {
              const id = r.eventID as number | undefined;
              return id ? <Link to={`/eventory/${id}`}>{String(r.campaignCodeName ?? id)}</Link> : '—';
            },
          },
          { title: t('campaign-content.groupName'), dataIndex: 'groupName' },
          { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
          { title: t('campaign-content.startTime'), dataIndex: 'startTime', render: time },
          { title: t('campaign-content.endTime'), dataIndex: 'endTime', render: time },
        ]}
      />
    </Space>
  );
}
