// /eventory/lookups/{tab} (admin spec §2 Lookups, §7 Lookups and templates): leaderboards, replay
// records, snapshots and action logs, each with filters and paging kept in the URL; each tab gated by its
// permission.
import { Card, Tabs } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';
import { UnauthorisedPage } from '../access/BlockingPages.tsx';
import LeaderboardsLookup from './lookups/LeaderboardsLookup.tsx';
import ReplayRecordsLookup from './lookups/ReplayRecordsLookup.tsx';
import SnapshotsLookup from './lookups/SnapshotsLookup.tsx';
import ActionLogsLookup from './lookups/ActionLogsLookup.tsx';
import './messages.ts';

export const LOOKUP_TABS: { key: string; permission: Permission }[] = [
  { key: 'leaderboards', permission: 'campaignControl' },
  { key: 'replay-records', permission: 'replayRecord' },
  { key: 'snapshots', permission: 'snapshotLookup' },
  { key: 'action-logs', permission: 'actionLog' },
];

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
