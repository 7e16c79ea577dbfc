// /eventory/lookups/{tab} (admin spec §2 Lookups, §7 Lookups and templates): leaderboards, replay
// records, snapshots and action logs, each with filters and paging; each tab gated by its permission.
import { Card, DatePicker, Input, Select, Space, Tabs, Typography } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/AuthProvider.tsx';
import { UnauthorisedPage } from '../access/BlockingPages.tsx';
import { formatUnixSeconds } from '../campaigns/time.ts';
import { SNAPSHOT_SOURCES } from '@eventory/domain/container-admin';
import { PagedTable, usePaging } from './PagedTable.tsx';

export const LOOKUP_TABS: { key: string; permission: Permission }[] = [
  { key: 'leaderboards', permission: 'campaignControl' },
  { key: 'replay-records', permission: 'replayRecord' },
  { key: 'snapshots', permission: 'snapshotLookup' },
  { key: 'action-logs', permission: 'actionLog' },
];

const time = (value: unknown) =>
  typeof value === 'number' ? formatUnixSeconds(value) : typeof value === 'string' ? value : '—';
const ids = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

function Filter({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width: 180 }}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
    />
  );
}

function LeaderboardsLookup() {
  const { t } = useTranslation();
  const p = usePaging({ campaignID: '', groupName: '', containerID: '' });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Filter
          label={t('campaign-content.campaignID')}
          value={p.filters.campaignID}
          onChange={(v) => p.setFilter('campaignID', v)}
        />
        <Filter
          label={t('campaign-content.groupName')}
          value={p.filters.groupName}
          onChange={(v) => p.setFilter('groupName', v)}
        />
        <Filter
          label={t('campaign-content.containerID')}
          value={p.filters.containerID}
          onChange={(v) => p.setFilter('containerID', v)}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="leaderboards"
        path="lookup/leaderboards"
        filters={p.filters}
        page={p.page}
        onPage={p.setPage}
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

function ReplayRecordsLookup() {
  const { t } = useTranslation();
  const p = usePaging({ campaignID: '', containerID: '' });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Filter
          label={t('campaign-content.campaignID')}
          value={p.filters.campaignID}
          onChange={(v) => p.setFilter('campaignID', v)}
        />
        <Filter
          label={t('campaign-content.containerID')}
          value={p.filters.containerID}
          onChange={(v) => p.setFilter('containerID', v)}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="replayrecords"
        path="lookup/replayrecords"
        filters={p.filters}
        page={p.page}
        onPage={p.setPage}
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

function SnapshotsLookup() {
  const { t } = useTranslation();
  const p = usePaging({
    campaignID: '',
    containerIDs: '',
    sourceType: '',
    from: undefined,
    to: undefined,
  } as {
    campaignID: string;
    containerIDs: string;
    sourceType: string;
    from: number | undefined;
    to: number | undefined;
  });
  // The body of POST lookup/snapshots: numbers and lists, not query text.
  const containerIDs = ids(p.filters.containerIDs);
  const filters = {
    campaignID: /^\d+$/.test(p.filters.campaignID) ? Number(p.filters.campaignID) : undefined,
    containerIDs: containerIDs.length ? containerIDs : undefined,
    sourceType: p.filters.sourceType ? [p.filters.sourceType] : undefined,
    fromTimestamp: p.filters.from,
    toTimestamp: p.filters.to,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Filter
          label={t('campaign-content.campaignID')}
          value={p.filters.campaignID}
          onChange={(v) => p.setFilter('campaignID', v)}
        />
        <Filter
          label={t('campaign-content.containerIDs')}
          value={p.filters.containerIDs}
          onChange={(v) => p.setFilter('containerIDs', v)}
        />
        <Select
          aria-label={t('campaign-content.sourceType')}
          placeholder={t('campaign-content.sourceType')}
          allowClear
          style={{ width: 200 }}
          value={p.filters.sourceType || undefined}
          onChange={(v: string | undefined) => p.setFilter('sourceType', v ?? '')}
          options={SNAPSHOT_SOURCES.map((s) => ({ value: s, label: s }))}
        />
        <DatePicker.RangePicker
          showTime
          aria-label={t('campaign-content.timeRange')}
          onChange={(range) => {
            p.setFilter('from', range?.[0]?.unix());
            p.setFilter('to', range?.[1]?.unix());
          }}
        />
      </Space>
      <PagedTable<Record<string, unknown>>
        lookup="snapshots"
        path="lookup/snapshots"
        method="POST"
        filters={filters}
        page={p.page}
        onPage={p.setPage}
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

function ActionLogsLookup() {
  const { t } = useTranslation();
  const p = usePaging({ campaignID: '' });
  const valid = /^\d+$/.test(p.filters.campaignID);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Filter
        label={t('campaign-content.campaignID')}
        value={p.filters.campaignID}
        onChange={(v) => p.setFilter('campaignID', v)}
      />
      <PagedTable<Record<string, unknown>>
        lookup="actionlogs"
        path="lookup/actionlogs"
        filters={p.filters}
        page={p.page}
        onPage={p.setPage}
        enabled={valid}
        idle={<Typography.Text type="secondary">{t('campaign-content.enterCampaignID')}</Typography.Text>}
        rowKey="id"
        data-testid="lookup-action-logs"
        empty={t('campaign-content.noActionLogs')}
        columns={[
          { title: t('campaign-content.at'), dataIndex: 'at', render: time },
          { title: t('campaign-content.email'), dataIndex: 'email' },
          { title: t('campaign-content.action'), dataIndex: 'action' },
          { title: t('campaign-content.table'), dataIndex: 'table' },
          { title: t('campaign-content.objectID'), dataIndex: 'objId' },
        ]}
      />
    </Space>
  );
}

const PANES: Record<string, () => React.JSX.Element> = {
  leaderboards: LeaderboardsLookup,
  'replay-records': ReplayRecordsLookup,
  snapshots: SnapshotsLookup,
  'action-logs': ActionLogsLookup,
};

export default function LookupsScreen() {
  const { t } = useTranslation();
  const { grantee } = useAuth();
  const navigate = useNavigate();
  const { tab } = useParams();
  const open = LOOKUP_TABS.filter((l) => grantee && hasPermission(grantee, l.permission));
  if (open.length === 0) return <UnauthorisedPage />;
  const current = open.find((l) => l.key === tab);
  if (!current) {
    if (LOOKUP_TABS.some((l) => l.key === tab)) return <UnauthorisedPage />;
    return <Navigate to={`/eventory/lookups/${open[0]!.key}`} replace />;
  }
  const Pane = PANES[current.key]!;
  return (
    <Card title={t('campaign-content.lookups')}>
      <Link to="/eventory">{t('campaign-content.backToCampaigns')}</Link>
      <Tabs
        activeKey={current.key}
        onChange={(key) => void navigate(`/eventory/lookups/${key}`)}
        items={open.map((l) => ({ key: l.key, label: t(`campaign-content.lookup_${l.key}`) }))}
      />
      <Pane key={current.key} />
    </Card>
  );
}
